import { Alert, Button, Typography } from 'antd';

/**
 * A credential shown this once (a new API key, a webhook signing secret): a success notice with the value, a copy
 * button and a "Done" button that hides it for good.
 */
export function ShownOnceSecret({
  title,
  hint,
  value,
  testId,
  onDone,
}: {
  title: string;
  hint: string;
  value: string;
  testId: string;
  onDone: () => void;
}) {
  return (
    <Alert
      type="success"
      showIcon
      className="sl-api-key__new"
      title={title}
      description={
        <>
          <p>{hint}</p>
          <Typography.Text code copyable={{ text: value, tooltips: ['Copy', 'Copied'] }} data-testid={testId}>
            {value}
          </Typography.Text>
        </>
      }
      action={<Button onClick={onDone}>Done</Button>}
    />
  );
}
