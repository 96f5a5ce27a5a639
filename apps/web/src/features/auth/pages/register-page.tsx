import { SignInLauncher } from '../components/sign-in-launcher';

/** `/auth/register?redirect=…`: as `/auth/login`, with the sign-up form in the pop-up. */
export function RegisterPage() {
  return <SignInLauncher mode="register" />;
}
