import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { networkUrls } from './network';

const address = (value: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address: value, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

const interfaces = {
  lo: [address('127.0.0.1', 'IPv4', true), address('::1', 'IPv6', true)],
  wlan0: [address('192.168.1.20', 'IPv4'), address('fe80::1', 'IPv6')],
  docker0: [address('172.17.0.1', 'IPv4')],
};

describe('networkUrls', () => {
  it("lists the machine's external IPv4 addresses when the server listens everywhere", () => {
    expect(networkUrls('0.0.0.0', 3000, interfaces)).toEqual([
      'http://192.168.1.20:3000',
      'http://172.17.0.1:3000',
    ]);
    expect(networkUrls('::', 3000, interfaces)).toHaveLength(2);
  });

  it('gives the one address the server listens on, and none for loopback', () => {
    expect(networkUrls('192.168.1.20', 8080, interfaces)).toEqual(['http://192.168.1.20:8080']);
    expect(networkUrls('127.0.0.1', 3000, interfaces)).toEqual([]);
    expect(networkUrls('localhost', 3000, interfaces)).toEqual([]);
  });
});
