import { useNavigate } from 'react-router-dom';
import { ErrorToast } from '../../components/ErrorToast';
import { Logo } from '../../components/Logo';
import { MAIN_ID } from '../../components/SkipLink';
import { AuthForm } from './AuthForm';
import { login, register } from './auth-actions';

export default function LandingScreen() {
  const navigate = useNavigate();
  const then =
    (action: (email: string, password: string) => Promise<string | null>) =>
    async (email: string, password: string) => {
      const problem = await action(email, password);
      if (!problem) void navigate('/dashboard', { replace: true });
      return problem;
    };

  return (
    <main className="landing" id={MAIN_ID}>
      <ErrorToast />
      <section className="landing__hero">
        <h1 className="landing__title">
          <Logo size="large" />
        </h1>
        <p className="muted">
          The phrase game of clever originals and sneaky copies, played for Flipcoins.
        </p>
        <ol className="landing__rules" aria-label="How to play">
          <li>Submit clever phrases for prompts.</li>
          <li>Copy phrases without seeing the prompt.</li>
          <li>Vote to identify the original phrase.</li>
        </ol>
      </section>
      <div className="landing__forms">
        <AuthForm
          title="Create account"
          description="New here? Start with a purse of Flipcoins."
          submitLabel="Create Account"
          busyLabel="Creating account..."
          passwordAutoComplete="new-password"
          onSubmit={then(register)}
        />
        <AuthForm
          title="Returning player"
          description="Welcome back! Log in to keep playing."
          submitLabel="Log In"
          busyLabel="Logging in..."
          passwordAutoComplete="current-password"
          onSubmit={then(login)}
        />
      </div>
      <p className="muted small landing__support">
        Forgot your password? Contact support and we will help you get back into your account.
      </p>
    </main>
  );
}
