import { type TVerificationDetail, verificationState } from '@portal/contract';
import Box from '@mui/material/Box';
import { createContext, type ReactNode, useContext } from 'react';
import { VerificationNote } from './verification-note';

export type ProfileFieldMode = {
  editing: boolean;
  verification: ReadonlyMap<string, TVerificationDetail>;
};

const ModeContext = createContext<ProfileFieldMode>({ editing: false, verification: new Map() });

export const ProfileFieldModeProvider = ModeContext.Provider;

/** How a field shows: read-only while viewing, and disabled (locked) once the school verified it. */
export function useFieldMode(field: string) {
  const { editing, verification } = useContext(ModeContext);
  const detail = verification.get(field);
  const locked = detail !== undefined && verificationState(detail) === 'verified';
  return { editing, readOnly: !editing, disabled: editing && locked, locked, detail };
}

/** A field with the school's check of it underneath, when the school checks that field. */
export function VerifiedField({ field, children }: { field: string; children: ReactNode }) {
  const { detail } = useFieldMode(field);
  return (
    <Box>
      {children}
      {detail && <VerificationNote detail={detail} />}
    </Box>
  );
}
