import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { runtimeKeys, textOr } from '@/lib/i18n/runtimeKeys';
import vi from '@/messages/vi.json';

// Keys only known at run time (a platform status, a form error) are looked up, or the value is shown as it came.
describe('runtime message keys', () => {
  const reports = createTranslator({ locale: 'vi', messages: vi, namespace: 'reports' });

  it('translates a key the catalogue has', () => {
    expect(textOr(reports, 'status.APPROVED', 'APPROVED')).toBe('Thành công');
    expect(runtimeKeys(reports)('status.PENDING')).toBe('Đang xử lý');
  });

  it('fills the placeholders of the text it finds', () => {
    const validation = createTranslator({ locale: 'vi', messages: vi, namespace: 'validation' });
    expect(textOr(validation, 'tooLong', 'tooLong', { max: 20 })).toBe('Tối đa 20 ký tự');
  });

  it('shows the fallback for a key the catalogue lacks, without asking the translator', () => {
    expect(textOr(reports, 'status.ON_HOLD', 'ON_HOLD')).toBe('ON_HOLD');
  });
});
