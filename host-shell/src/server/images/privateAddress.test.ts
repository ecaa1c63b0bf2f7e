import { isPrivateAddress } from './privateAddress';

describe('private addresses (the image route may not fetch from them)', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', '[::1]', 'fe80::1', 'fd00::1', 'fc12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', 'ff02::1', 'not-an-address',
  ])('%s is refused', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '2a00:1450:4001::1'])('%s is public', (address) => expect(isPrivateAddress(address)).toBe(false));
});
