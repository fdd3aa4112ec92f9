import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInformation } from '../../shared/session';
import { mayUseCallCenter } from './call-center-widget';

const base: UserInformation = {
  userId: 1,
  role: 'emp',
  name: '赵敏',
  accountName: 'cc01',
  company: 5,
  companyNick: '客服中心',
  logo: '',
  job: '客服专员',
  menuStyle: 1,
  hasCallCenter: true,
  callCenterLoggedIn: false,
  mustChangePassword: false,
};

beforeEach(() => sessionStorage.clear());

describe('who gets the softphone (spec sections 1 and 6)', () => {
  it('an emp of the call-centre tenant with menu item 94 (cc01)', () => {
    sessionStorage.setItem('hasCallCenterMenu', 'true');
    expect(mayUseCallCenter({ ...base, hasCallCenter: true, callCenterLoggedIn: false })).toBe(true);
  });

  it('an emp of the tenant already logged in to the call centre, without item 94', () => {
    sessionStorage.setItem('hasCallCenterMenu', 'false');
    expect(mayUseCallCenter({ ...base, hasCallCenter: true, callCenterLoggedIn: true })).toBe(true);
  });

  it('not an emp of the tenant with neither', () => {
    sessionStorage.setItem('hasCallCenterMenu', 'false');
    expect(mayUseCallCenter({ ...base, hasCallCenter: true, callCenterLoggedIn: false })).toBe(false);
  });

  it('not emp01 (another company) even with item 94, nor other roles, nor nobody', () => {
    sessionStorage.setItem('hasCallCenterMenu', 'true');
    expect(mayUseCallCenter({ ...base, accountName: 'emp01', hasCallCenter: false, callCenterLoggedIn: false })).toBe(false);
    expect(mayUseCallCenter({ ...base, role: 'sa', hasCallCenter: true, callCenterLoggedIn: true })).toBe(false);
    expect(mayUseCallCenter(null)).toBe(false);
  });
});
