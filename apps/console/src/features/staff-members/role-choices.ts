import { STAFF_ROLES } from '@portal/contract';

/** The roles as a select offers them, named from the catalogue. */
export const ROLE_CHOICES = STAFF_ROLES.map((role) => ({ id: role, name: `console.roles.${role}` }));
