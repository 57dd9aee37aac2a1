import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Flex, Form, Input, Modal, Radio } from 'antd';
import type { DetectionReportKind, DetectionReportRequest } from '@stacklens/contracts';
import { authDialog } from '../../state/auth-dialog-store';
import { useReportDetection } from '../../hooks/use-report-detection';

/** What the report dialog was opened for: a detected technology, or a missing one (no technology). */
interface ReportTarget {
  technology?: string;
}

const ReportProblemContext = createContext<(target: ReportTarget) => void>(() => undefined);

/** Opens the "Report a problem" dialog of the result page (inside {@link ReportProblemProvider}). */
export function useReportProblem(): (target: ReportTarget) => void {
  return useContext(ReportProblemContext);
}

interface ReportValues {
  kind: DetectionReportKind;
  technology?: string;
  detail: string;
}

const KIND_LABELS: Record<DetectionReportKind, string> = {
  'false-positive': 'It is not used on this website',
  'wrong-version': 'The version is wrong',
  missing: 'A technology is missing',
};

/**
 * The result page's detection reports: a small dialog — what is wrong (a false positive, a wrong
 * version, a missing technology with its name) and the details — posted to `POST /api/v2/websites/{domain}/feedback`.
 * Signed-out visitors get the sign-in dialog, after which the report is sent; problem details are shown in the dialog
 * (field errors on their fields).
 */
export function ReportProblemProvider({ domain, children }: { domain: string; children: ReactNode }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReportValues>();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const report = useReportDetection(domain);
  const kind = Form.useWatch('kind', form);
  // The dialog (rendered into a portal) exists only in the browser, after hydration: the server's HTML and the first
  // client render are the same page without it (React error #418 otherwise).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const open = useCallback(
    (next: ReportTarget) => {
      report.reset();
      form.resetFields();
      form.setFieldsValue({ kind: next.technology ? 'false-positive' : 'missing' });
      setTarget(next);
    },
    [form, report],
  );
  const close = () => setTarget(null);

  const send = (body: DetectionReportRequest) =>
    report.mutate(body, {
      onSuccess: () => {
        close();
        message.success({ content: 'Thank you: your report was sent for review.', key: 'report-problem' });
      },
      onError: (error) => {
        if (error.status === 401) {
          authDialog.open('signin', {
            reason: 'Sign in to report a problem with this result.',
            afterSignIn: () => send(body),
          });
          return;
        }
        const fieldErrors = error.problem.errors;
        if (error.status === 400 && fieldErrors?.length) {
          form.setFields(
            (['technology', 'detail'] as const)
              .map((name) => ({
                name,
                errors: fieldErrors.filter((item) => item.path === name).map((item) => item.message),
              }))
              .filter((field) => field.errors.length > 0),
          );
        }
      },
    });

  const onFinish = (values: ReportValues) => {
    const technology = values.kind === 'missing' ? values.technology?.trim() : target?.technology;
    send({ kind: values.kind, detail: values.detail.trim(), ...(technology ? { technology } : {}) });
  };

  const failed = report.isError && report.error.status !== 401;
  const kinds: DetectionReportKind[] = target?.technology
    ? ['false-positive', 'wrong-version', 'missing']
    : ['missing'];
  const context = useMemo(() => open, [open]);

  return (
    <ReportProblemContext.Provider value={context}>
      {children}
      {mounted && (
        <Modal
          open={target !== null}
          title={
            target?.technology ? `Report a problem with ${target.technology}` : 'Report a missing technology'
          }
          okText="Send report"
          onOk={() => form.submit()}
          confirmLoading={report.isPending}
          onCancel={close}
          forceRender
        >
          <p className="sl-muted">
            We review every report with the evidence StackLens found on {domain}, and fix the detection for
            everyone.
          </p>
          {failed && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title={report.error.problem.title}
              description={report.error.message}
            />
          )}
          <Form<ReportValues> form={form} layout="vertical" onFinish={onFinish} requiredMark noValidate>
            <Form.Item name="kind" label="What is wrong?" rules={[{ required: true }]}>
              <Radio.Group>
                <Flex vertical gap={8}>
                  {kinds.map((value) => (
                    <Radio key={value} value={value}>
                      {KIND_LABELS[value]}
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            {kind === 'missing' && (
              <Form.Item
                name="technology"
                label="Which technology?"
                rules={[{ max: 100, message: 'Use at most 100 characters.' }]}
              >
                <Input placeholder="e.g. Cloudflare" maxLength={100} />
              </Form.Item>
            )}
            <Form.Item
              name="detail"
              label="Details"
              rules={[
                { required: true, whitespace: true, message: 'Tell us what is wrong.' },
                { max: 2000, message: 'Use at most 2000 characters.' },
              ]}
            >
              <Input.TextArea
                rows={4}
                maxLength={2000}
                showCount
                placeholder={
                  kind === 'wrong-version'
                    ? 'Which version does the website run, and how do you know?'
                    : 'What do you know about it?'
                }
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </ReportProblemContext.Provider>
  );
}
