import { Link } from 'waku';

export const Header = () => {
  return (
    <header>
      <h2>
        <Link to="/">Waku starter</Link>
      </h2>
    </header>
  );
};
