/**
 * The back office (exposed as `mfe-admin/AdminApp`, mounted by the shell at /admin/*): the
 * sign-in form until there is a session, then the listings, the listing form with its photos,
 * the inbox and the audit log.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminAppProps } from 'shared/contracts';
import { ADMIN_PASSWORD_LINK_PATH } from 'shared/routes';
import { Navigate, useLocation, useNavigate, useRoutes } from 'shared/router';
import { Center, Loader, useDocumentTitle } from 'shared/ui';
import { api, onUnauthorized, setCsrfToken, type AdminUserInfo } from './api';
import { AdminFrame } from './AdminFrame';
import { AlertsPage } from './alerts/AlertsPage';
import { AuditLog } from './audit/AuditLog';
import { Inbox } from './inbox/Inbox';
import { ListingForm } from './listings/ListingForm';
import { ListingsTable } from './listings/ListingsTable';
import { SignIn } from './SignIn';
import { strings } from './strings';
import { PasswordLinkPage } from './users/PasswordLinkPage';
import { UsersPage } from './users/UsersPage';

type SessionState = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; user: AdminUserInfo };

/** What the password link's page hands the sign-in form: the address, and whether it was set or the link had ended. */
interface AfterLink {
  email?: string;
  reset?: boolean;
}

function AdminRoutes() {
  return useRoutes([
    { index: true, element: <ListingsTable /> },
    { path: 'pronat/e-re', element: <ListingForm /> },
    { path: 'pronat/:id', element: <ListingForm /> },
    { path: 'regjistri', element: <AuditLog /> },
    { path: 'mesazhet', element: <Inbox /> },
    { path: 'perdoruesit', element: <UsersPage /> },
    { path: 'njoftimet', element: <AlertsPage /> },
    { path: '*', element: <Navigate to="/admin" replace /> },
  ]);
}

export default function AdminApp(_props: AdminAppProps) {
  useDocumentTitle(strings.documentTitle);
  const [session, setSession] = useState<SessionState>({ kind: 'loading' });
  const location = useLocation();
  const navigate = useNavigate();
  const [afterLink, setAfterLink] = useState<AfterLink | null>(null);

  const signedOut = useCallback(() => {
    setCsrfToken(null);
    setSession({ kind: 'signed-out' });
  }, []);

  useEffect(() => {
    let live = true;
    api
      .session()
      .then((probe) => {
        if (!live) return;
        if (!probe.signedIn) return signedOut();
        setCsrfToken(probe.csrfToken);
        setSession({ kind: 'signed-in', user: probe.user });
      })
      .catch(() => live && signedOut());
    const stop = onUnauthorized(signedOut);
    return () => {
      live = false;
      stop();
    };
  }, [signedOut]);

  // A password link opens its page whoever is signed in here; the password set, its user's
  // sessions are over, so the app asks for a sign-in with the new password.
  if (location.pathname === ADMIN_PASSWORD_LINK_PATH) {
    return (
      <PasswordLinkPage
        onSaved={(email) => {
          setAfterLink({ email });
          signedOut();
          navigate('/admin', { replace: true });
        }}
        onAskAgain={() => {
          setAfterLink({ reset: true });
          signedOut();
          navigate('/admin', { replace: true });
        }}
      />
    );
  }

  if (session.kind === 'loading') {
    return (
      <Center mih="60vh">
        <Loader aria-label={strings.loading} />
      </Center>
    );
  }
  if (session.kind === 'signed-out') {
    return (
      <SignIn
        notice={afterLink?.email ? strings.reset.saved : undefined}
        initialEmail={afterLink?.email}
        startWithReset={afterLink?.reset}
        onSignedIn={(user, csrfToken) => {
          setCsrfToken(csrfToken);
          setSession({ kind: 'signed-in', user });
        }}
      />
    );
  }
  return (
    <AdminFrame
      user={session.user}
      onSignOut={async () => {
        await api.signOut().catch(() => undefined);
        signedOut();
      }}
    >
      <AdminRoutes />
    </AdminFrame>
  );
}
