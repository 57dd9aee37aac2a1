import { Link } from 'waku';

export default async function AboutPage() {
  return (
    <div>
      <title>About</title>
      <h1>About Waku</h1>
      <p>The minimal React framework</p>
      <Link to="/">Return home</Link>
    </div>
  );
}

export const getConfig = async () => {
  return {
    render: 'static',
  } as const;
};
