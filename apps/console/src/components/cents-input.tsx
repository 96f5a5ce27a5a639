import { NumberInput, type NumberInputProps } from 'react-admin';

/** An amount typed in dollars and kept in cents, as the staff API takes money. */
export function CentsInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      step={0.01}
      format={(cents: number | null) => (cents == null ? null : cents / 100)}
      parse={(dollars: string | number | null) =>
        dollars === null || dollars === '' ? null : Math.round(Number(dollars) * 100)
      }
      {...props}
    />
  );
}
