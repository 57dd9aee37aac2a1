import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminDetectionReport } from '@stacklens/contracts';
import { StatusField, UserField } from '../common/fields';
import { ReviewButtons } from './review-buttons';

/** What StackLens had stored when the report was filed: the result, and each detection with its evidence. */
function StoredEvidence() {
  const record = useRecordContext<AdminDetectionReport>();
  if (!record) return null;
  const { evidence } = record;
  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={false}>
        <Typography variant="subtitle2" component="h2">
          Stored result when reported
        </Typography>
        <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
          <span>{evidence.url}</span>
          <span>Score {evidence.score}</span>
          <span>Score model v{evidence.modelVersion}</span>
          <span>Analysed {new Date(evidence.analysedAt).toLocaleString('en')}</span>
          <a href={`/analysis/website/${encodeURIComponent(record.domain)}`} target="_blank" rel="noopener">
            Open the public page
          </a>
        </Stack>
      </Alert>
      {evidence.technologies.length === 0 ? (
        <Typography variant="body2">No technology was detected.</Typography>
      ) : (
        <Table size="small" aria-label="Stored detections">
          <TableHead>
            <TableRow>
              <TableCell>Technology</TableCell>
              <TableCell>Version</TableCell>
              <TableCell>Confidence</TableCell>
              <TableCell>Evidence</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {evidence.technologies.map((tech) => (
              <TableRow key={tech.slug}>
                <TableCell>
                  {tech.name} {tech.implied && <Chip size="small" label="implied" variant="outlined" />}
                </TableCell>
                <TableCell>{tech.version ?? '—'}</TableCell>
                <TableCell>{tech.confidence}</TableCell>
                <TableCell>
                  {tech.evidence.length === 0
                    ? '—'
                    : tech.evidence.map((item, index) => (
                        <div key={index}>
                          <code>
                            {item.family}
                            {item.key ? `:${item.key}` : ''} /{item.pattern}/
                          </code>{' '}
                          matched “{item.value}”{item.version ? ` (version ${item.version})` : ''}
                          {item.note ? ` — ${item.note}` : ''}
                        </div>
                      ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

function Actions() {
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ReviewButtons />
    </TopToolbar>
  );
}

/** A detection report with the evidence stored when it was filed, and the review buttons. */
export function DetectionReportShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="domain" />
        <TextField source="kind" />
        <TextField source="technology" emptyText="— (not named)" />
        <TextField source="detail" />
        <Labeled label="Status">
          <StatusField source="status" />
        </Labeled>
        <DateField source="createdAt" label="Reported" showTime />
        <UserField source="reportedBy" label="Reported by" />
        <DateField source="reviewedAt" label="Reviewed" showTime emptyText="—" />
        <UserField source="reviewedBy" label="Reviewed by" />
        <TextField source="reviewNote" label="Review note" emptyText="—" />
        <StoredEvidence />
      </SimpleShowLayout>
    </Show>
  );
}
