/** Stories of the small button component of hello-ui (round 27 corpus site, sites/ladle/BUILD.md). */
export const Button = ({ label, disabled }) => (
  <button type="button" disabled={disabled} style={{ padding: '6px 14px', borderRadius: 6 }}>
    {label}
  </button>
);

export const Primary = () => <Button label="Say hello" />;
export const Disabled = () => <Button label="Say hello" disabled />;
