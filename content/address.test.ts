import { describe, expect, it } from 'vitest';
import { addressLines, addressOneLine } from './address';

describe('addressLines', () => {
  const contact = {
    addressLine1: 'Unit 7',
    addressLine2: 'Lichfield Road, Stafford',
    addressLine3: 'Staffordshire',
    addressLine4: ' ',
    postcode: 'ST17 4LX',
    email: 'a@b.uk',
    phone: '01632 960 123',
    phoneHours: '9 to 5',
  };

  it('keeps the lines that are set and puts the postcode on the last', () => {
    expect(addressLines(contact)).toEqual([
      'Unit 7',
      'Lichfield Road, Stafford',
      'Staffordshire ST17 4LX',
    ]);
    expect(addressOneLine(contact)).toBe(
      'Unit 7, Lichfield Road, Stafford, Staffordshire ST17 4LX',
    );
  });
});
