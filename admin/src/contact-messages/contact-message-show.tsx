import {
  BooleanField,
  DateField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
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
        <ReferenceField
          source="userId"
          reference="users"
          label="Account"
          link="show"
          emptyText="— (not signed in)"
        >
          <TextField source="email" />
        </ReferenceField>
        <DateField source="createdAt" label="Received" showTime />
        <BooleanField source="handled" />
        <DateField source="handledAt" label="Handled" showTime emptyText="—" />
        <ReferenceField source="handledBy" reference="users" label="Handled by" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
      </SimpleShowLayout>
    </Show>
  );
}
