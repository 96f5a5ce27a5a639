import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, registrationSchema, type TProfileForm } from '@portal/contract';
import type { Resolver } from 'react-hook-form';
import type { RegistrationRequest, RegistrationState } from './api/register-student';
import { type ProfileFormState, todayIso } from './profile-form-values';

// loaded at a form's first validation (see lazyResolver): the pages show without zod

export function profileSchemaResolver(canada: boolean) {
  return zodResolver(profileFormSchema({ today: todayIso, canada })) as unknown as Resolver<
    ProfileFormState,
    unknown,
    TProfileForm
  >;
}

export function registrationSchemaResolver(): Resolver<RegistrationState, unknown, RegistrationRequest> {
  return zodResolver(registrationSchema(todayIso));
}
