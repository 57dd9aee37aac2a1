export const Footer = () => {
  return (
    <footer>
      <div>
        visit <a href="https://waku.gg/">waku.gg</a> to learn more
      </div>
    </footer>
  );
};
