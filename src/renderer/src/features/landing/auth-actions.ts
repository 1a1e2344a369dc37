// What the two landing forms do: validate, call main, start the session. Each returns an
// error message for the form, or null when the player is signed in.
import { call } from '../../lib/api';
import { FALLBACKS, withAction } from '../../lib/errors';
import { suggestUsername, validateLogin, validateRegistration } from '../../lib/validation';
import { startSession } from '../../stores/sign-in';

export async function register(email: string, password: string): Promise<string | null> {
  const problem = validateRegistration(email, password);
  if (problem) return problem;
  const trimmed = email.trim();
  const result = await call('session:register', {
    username: suggestUsername(trimmed),
    email: trimmed,
    password,
  });
  if (!result.ok) return withAction('register', result.error, FALLBACKS.register);
  startSession({ username: result.data.username, playerId: result.data.playerId });
  return null;
}

export async function login(email: string, password: string): Promise<string | null> {
  const problem = validateLogin(email, password);
  if (problem) return problem;
  const result = await call('session:login', { email: email.trim(), password });
  if (!result.ok) return withAction('login', result.error, FALLBACKS.login);
  startSession(result.data);
  return null;
}
