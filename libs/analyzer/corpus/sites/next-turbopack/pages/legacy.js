export default function Legacy() { return <p>legacy</p>; }
