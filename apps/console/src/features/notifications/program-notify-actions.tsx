import type { ReactNode } from 'react';
import { FilterButton, TopToolbar, useListContext } from 'react-admin';
import { NotifyButton } from './notify-button';

/** A list's toolbar with its filters that, once it shows one program, offers a notice to its students. */
export function ProgramNotifyActions({ children }: { children?: ReactNode }) {
  const { filterValues } = useListContext();
  const program = Number(filterValues.program) || null;
  return (
    <TopToolbar>
      <FilterButton />
      {program && <NotifyButton to={{ program }} label="console.notices.toProgram" />}
      {children}
    </TopToolbar>
  );
}
