import { SignInLauncher } from '../components/sign-in-launcher';

/** `/auth/login?redirect=…`: sign-in opens by itself in a pop-up window; this page says so. */
export function LoginPage() {
  return <SignInLauncher mode="login" />;
}
