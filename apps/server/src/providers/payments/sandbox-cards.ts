export type SandboxBehaviour =
  'succeed' | 'authenticate' | 'decline' | 'insufficient_funds' | 'not_a_test_card';

/** Stripe's test cards, behaving as they do in Stripe's test mode. */
const TEST_CARDS: Record<string, SandboxBehaviour> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  '6011111111111117': 'succeed',
  '4000002500003155': 'authenticate',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
};

export function behaviourOf(number: string): SandboxBehaviour {
  return TEST_CARDS[number.replace(/\s+/g, '')] ?? 'not_a_test_card';
}
