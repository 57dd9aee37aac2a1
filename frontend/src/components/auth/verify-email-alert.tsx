import { Alert, Button } from 'antd';
import { useResendVerification } from '../../hooks/use-resend-verification';

/** 403 email-not-verified: "verify your email" with a resend action; a failed resend clears after 30 s. */
export function VerifyEmailAlert({ email }: { email?: string }) {
  const resend = useResendVerification();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="sl-analysis-failure"
      title="Verify your email"
      description={
        <>
          Please verify your email address{email ? ` (${email})` : ''} to analyse websites: open the link we
          mailed you.
          {resend.isSuccess && <div>{resend.data.message ?? 'We sent a new verification link.'}</div>}
          {resend.isError && (
            <div className="sl-verify__failure" role="status">
              {resend.error.problem.detail ??
                'The verification mail could not be sent. Please try again later.'}
            </div>
          )}
        </>
      }
      action={
        <Button size="small" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend verification email
        </Button>
      }
    />
  );
}
