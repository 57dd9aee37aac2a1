import { useEffect, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { User } from '@stacklens/contracts';
import { currentUser } from './auth-provider';

/** Where people sign in: the main site (its header's "Sign in"); the panel has no form of its own. */
const SIGN_IN_URL = '/';

/**
 * The refusal page (react-admin's login route, `/admin/login`): shown to anyone the panel does not let in. It says
 * why — signed out, or signed in with an account that is not an operator — and links to the main site to sign in;
 * an operator who arrives here (signed in meanwhile) is sent on to the panel.
 */
export function NotOperatorPage() {
  const [state, setState] = useState<{ user: User | null } | 'loading' | 'error'>('loading');

  useEffect(() => {
    let active = true;
    currentUser().then(
      (user) => {
        if (!active) return;
        // Signed in as an operator meanwhile: into the panel (a full load, so react-admin checks again).
        if (user?.role === 'admin') window.location.assign('/admin/');
        else setState({ user });
      },
      () => active && setState('error'),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ maxWidth: 520 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <LockOutlined color="action" />
            <Typography variant="h5" component="h1">
              Not an operator
            </Typography>
          </Box>
          {state === 'loading' ? (
            <CircularProgress size={24} aria-label="Checking your account" />
          ) : state === 'error' ? (
            <Typography>StackLens cannot be reached right now. Try again in a moment.</Typography>
          ) : state.user ? (
            <Typography>
              You are signed in as <strong>{state.user.email}</strong>, which is not an operator account. The
              admin panel is only for StackLens operators; ask one to grant your account the admin role, or
              sign in with an operator account.
            </Typography>
          ) : (
            <Typography>
              The admin panel is only for StackLens operators. You are not signed in: sign in on StackLens
              with an operator account, then come back to this page.
            </Typography>
          )}
        </CardContent>
        <CardActions>
          <Button variant="contained" href={SIGN_IN_URL}>
            {state !== 'loading' && state !== 'error' && state.user
              ? 'Go to StackLens'
              : 'Sign in on StackLens'}
          </Button>
          <Button href="/admin/">Try again</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
