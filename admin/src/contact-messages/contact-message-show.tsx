import { BooleanField, DateField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { UserField } from '../common/fields';
import { HandledButton } from './handled-button';

/** One contact message in full. */
export function ContactMessageShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <HandledButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="receiveUpdates" label="Wants product updates" />
        <UserField source="userId" label="Account" emptyText="— (not signed in)" />
        <DateField source="createdAt" label="Received" showTime />
        <BooleanField source="handled" />
        <DateField source="handledAt" label="Handled" showTime emptyText="—" />
        <UserField source="handledBy" label="Handled by" />
      </SimpleShowLayout>
    </Show>
  );
}
