import { getAccount } from '@pm/contracts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { redirectTarget } from '../../features/auth';
import { PageLoader } from '../../shared/page-loader';
import { clearSession, setSession } from '../../shared/session';

/**
 * /auth-redirect?token=…&redirect=…: another system hands over a session token; the account
 * call turns it into the user information, then the user goes on like after a sign-in.
 */
export function AuthRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const token = params.get('token');
    if (!token) {
      void navigate('/home', { replace: true });
      return;
    }
    sessionStorage.setItem('token', token);
    api(getAccount)
      .then((account) => {
        const { phone: _p, jobId: _j, pendingDocumentsNumber: _n, passwordChanged: _c, ...user } = account;
        setSession(token, user);
        void navigate(redirectTarget(params.get('redirect')), { replace: true });
      })
      .catch(() => {
        clearSession();
        void navigate('/home', { replace: true });
      });
  }, [params, navigate]);
  return <PageLoader h="100vh" />;
}
