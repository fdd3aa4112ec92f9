import { describe, expect, it } from 'vitest';
import { meetingTakesVotes } from './owners-meeting';

describe('meetingTakesVotes', () => {
  it.each([
    ['业主大会, 筹备中', '1', '1', true],
    ['业委会会议, 已召开', '2', '2', true],
    ['业主大会, 已归档', '1', '3', false],
    ['物业例会', '3', '1', false],
    ['协调会', '4', '2', false],
    ['其他', '5', '1', false],
    ['no type', null, '1', false],
  ])('%s', (_, meetingType, status, takes) => {
    expect(meetingTakesVotes({ meetingType, status })).toBe(takes);
  });
});
