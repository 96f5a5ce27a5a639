/** One suggestion for an address field: what to show and what it fills in. */
export type AddressSuggestion = {
  label: string;
  city: string;
  province: string;
  /** The first three characters of the postal code where the place is known by one area, else ''. */
  postal_code: string;
  country: 'Canada';
};

/** Address search, limited to Canada: the bundled list of places by default, a real provider by key. */
export type AddressProvider = {
  kind: 'sandbox' | 'live';
  search(query: string, limit: number): Promise<AddressSuggestion[]>;
};
