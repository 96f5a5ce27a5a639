import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar with Save alone: staff records are never deleted from the console. */
export function SaveToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
