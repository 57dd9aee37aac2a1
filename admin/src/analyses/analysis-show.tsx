import { DateField, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DurationField, StatusField, UserField } from '../common/fields';
import { RetryButton } from './retry-button';

/** One analysis: outcome, timing, error and requester. */
export function AnalysisShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RetryButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="domain" />
        <TextField source="url" />
        <Labeled label="Status">
          <StatusField source="status" />
        </Labeled>
        <TextField source="stage" />
        <NumberField source="attempts" />
        <NumberField source="statusCode" label="HTTP status" emptyText="—" />
        <TextField source="errorCode" label="Error code" emptyText="—" />
        <TextField source="errorMessage" label="Error" emptyText="—" />
        <Labeled label="Duration">
          <DurationField source="durationMs" />
        </Labeled>
        <UserField source="requesterId" label="Requester" />
        <DateField source="createdAt" label="Requested" showTime />
        <DateField source="startedAt" label="Started" showTime emptyText="—" />
        <DateField source="finishedAt" label="Finished" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
