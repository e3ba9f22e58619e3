import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { isPrivateAddress } from './network';

/**
 * Issue 16, server-side request forgery: where a webhook may not be sent in production. Beside
 * the private ranges of `isPrivateAddress`: "this network" and unspecified, multicast, reserved
 * and broadcast, benchmarking and documentation ranges, and every IPv6 form that carries an IPv4
 * address (mapped, compatible, NAT64, 6to4), which could otherwise smuggle a private one.
 */
const NOT_A_PUBLIC_SITE = new BlockList();
// Apart from IPv6's: a BlockList checks IPv4 addresses against IPv6 rules as mapped addresses.
const NOT_A_PUBLIC_SITE_V6 = new BlockList();
NOT_A_PUBLIC_SITE.addSubnet('0.0.0.0', 8, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('192.0.0.0', 24, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('192.0.2.0', 24, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('198.18.0.0', 15, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('198.51.100.0', 24, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('203.0.113.0', 24, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('224.0.0.0', 4, 'ipv4');
NOT_A_PUBLIC_SITE.addSubnet('240.0.0.0', 4, 'ipv4');
NOT_A_PUBLIC_SITE_V6.addSubnet('::', 96, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('::ffff:0:0', 96, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('64:ff9b::', 96, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('64:ff9b:1::', 48, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('100::', 64, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('2001:db8::', 32, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('2002::', 16, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('fec0::', 10, 'ipv6');
NOT_A_PUBLIC_SITE_V6.addSubnet('ff00::', 8, 'ipv6');

/** Whether a webhook may never reach `address` in production. Anything not an IP counts as forbidden. */
export function isForbiddenTarget(address: string): boolean {
  const ip = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(ip);
  if (family === 0) return true;
  if (isPrivateAddress(ip)) return true;
  return family === 4 ? NOT_A_PUBLIC_SITE.check(ip, 'ipv4') : NOT_A_PUBLIC_SITE_V6.check(ip, 'ipv6');
}

/** The error a refused target fails with: at registration a 400, at send time the attempt's error. */
export class ForbiddenTargetError extends Error {
  readonly code = 'address_not_allowed';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup for an HTTP agent that refuses every name resolving to a forbidden address, so the
 * socket connects only to addresses that were checked: a name that answered a public address at
 * registration and a private one now (DNS rebinding) reaches nothing.
 */
export function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((entry) => isForbiddenTarget(entry.address))) {
        return callback(new ForbiddenTargetError(`${hostname} resolves to a forbidden address`), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Why a webhook URL may not be registered, or null when it may: its host, an IP written in any
 * form (`new URL` reads decimal and octal IPv4 tricks as the dotted address) or a name, must
 * resolve to public addresses alone; a name that resolves to nothing is refused too.
 */
export async function webhookTargetProblem(url: string): Promise<'private' | 'unresolved' | null> {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return isForbiddenTarget(host) ? 'private' : null;
  return await new Promise((resolve) => {
    checkedLookup(false)(host, { all: true }, (error) => {
      if (!error) resolve(null);
      else resolve(error instanceof ForbiddenTargetError ? 'private' : 'unresolved');
    });
  });
}
