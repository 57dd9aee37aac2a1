import { useState } from 'react';
import {
  BooleanField,
  Confirm,
  Datagrid,
  DateField,
  Labeled,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  Tab,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { Button } from '@mui/material';
import Block from '@mui/icons-material/Block';
import LockOpen from '@mui/icons-material/LockOpen';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import type { AdminUser } from '@stacklens/contracts';
import { ChipsField, DurationField, StatusField } from '../common/fields';
import { useRecordAction } from '../common/use-record-action';

/** Disable (sessions end, sign-in refused with a message) or enable the account. */
function DisableButton() {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const disable = useRecordAction<AdminUser>('users', 'disable', (user) => `${user.email} is disabled`);
  const enable = useRecordAction<AdminUser>('users', 'enable', (user) => `${user.email} is enabled`);
  if (!record || record.id === identity?.id) return null;
  if (record.disabled) {
    return (
      <Button
        startIcon={<LockOpen />}
        disabled={enable.isPending}
        onClick={() => enable.mutate({ id: record.id })}
      >
        Enable
      </Button>
    );
  }
  return (
    <>
      <Button color="error" startIcon={<Block />} onClick={() => setOpen(true)}>
        Disable
      </Button>
      <Confirm
        isOpen={open}
        loading={disable.isPending}
        title={`Disable ${record.email}?`}
        content="Their sessions end at once and signing in answers “This account has been disabled”. API keys stop working."
        confirm="Disable"
        onConfirm={() => disable.mutate({ id: record.id }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Grant or revoke the operator role (`PATCH {role}`); not one's own. */
function RoleButton() {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AdminUser>();
  if (!record || record.id === identity?.id) return null;
  const role = record.role === 'admin' ? 'user' : 'admin';
  return (
    <Button
      startIcon={<AdminPanelSettings />}
      disabled={isPending}
      onClick={() =>
        update(
          'users',
          { id: record.id, data: { role }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(
                role === 'admin'
                  ? `${record.email} is now an operator`
                  : `${record.email} is no longer an operator`,
                {
                  type: 'success',
                },
              );
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    >
      {role === 'admin' ? 'Grant admin' : 'Revoke admin'}
    </Button>
  );
}

/** Analyses used this month against the plan's limit. */
function UsageField(_props: { label?: string }) {
  const record = useRecordContext<AdminUser>();
  if (!record) return null;
  const { used, limit, periodStart } = record.usage;
  return (
    <span>
      {used} of {limit ?? 'unlimited'} analyses in{' '}
      {new Date(periodStart).toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' })}
    </span>
  );
}

/** An account: profile, plan and usage, sign-in methods (never a secret), and its analyses. */
export function UserShow() {
  return (
    <Show
      actions={
        <TopToolbar sx={{ gap: 1 }}>
          <RoleButton />
          <DisableButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <Tab label="Account">
          <TextField source="email" />
          <TextField source="name" emptyText="—" />
          <TextField source="role" />
          <BooleanField source="emailVerified" label="Email verified" />
          <ChipsField source="signInMethods" label="Sign-in methods" />
          <BooleanField source="disabled" />
          <DateField source="disabledAt" label="Disabled at" showTime emptyText="—" />
          <DateField source="createdAt" label="Signed up" showTime />
        </Tab>
        <Tab label="Plan and usage">
          <TextField source="plan" />
          <TextField source="billingPlan" label="Paid plan" emptyText="—" />
          <Labeled label="This month">
            <UsageField />
          </Labeled>
          <NumberField source="analysesCount" label="Analyses, ever" />
        </Tab>
        <Tab label="Analyses" path="analyses">
          <ReferenceManyField
            reference="analyses"
            target="requesterId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
            label={false}
          >
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="domain" />
              <StatusField source="status" label="Status" />
              <TextField source="errorCode" label="Error" emptyText="—" />
              <DurationField source="durationMs" label="Duration" />
              <DateField source="createdAt" label="Requested" showTime />
            </Datagrid>
          </ReferenceManyField>
        </Tab>
      </TabbedShowLayout>
    </Show>
  );
}
