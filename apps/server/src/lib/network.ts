import { BlockList, isIP } from 'node:net';
import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

const LISTENS_EVERYWHERE = new Set(['0.0.0.0', '::', '']);
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|::1)$/;

/**
 * Where other devices on the network (a courier's phone on the office Wi-Fi) reach a server that
 * listens on `host`: each of the machine's external IPv4 addresses when it listens everywhere,
 * the one address it listens on otherwise, none when only the machine itself can connect.
 */
export function networkUrls(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (LOOPBACK.test(host)) return [];
  if (!LISTENS_EVERYWHERE.has(host)) return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  return Object.values(interfaces)
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address?.address}:${port}`);
}

/** Loopback, private, link-local and carrier-grade NAT ranges: addresses of no one's public site. */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
// Carrier-grade NAT's range, which mesh VPNs such as Tailscale hand out.
PRIVATE_NETWORKS.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether an IP address is the machine's own or a local network's (IPv4 inside IPv6, as
 * `::ffff:10.0.0.1`, included). Anything that is not an IP address reads as not private.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip);
  if (family === 0) return false;
  return PRIVATE_NETWORKS.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
