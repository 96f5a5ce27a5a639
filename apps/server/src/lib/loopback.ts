/** A client on this machine, as the address the proxies in front (TRUST_PROXY) vouch for says. */
export const isLoopback = (address: string) => /^(127\.|::1$|::ffff:127\.)/.test(address);
