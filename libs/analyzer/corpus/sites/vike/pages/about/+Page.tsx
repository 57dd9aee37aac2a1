export default function Page() {
  return (
    <>
      <h1>About</h1>
      <p>Example of using Vike.</p>
    </>
  );
}
