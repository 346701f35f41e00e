import { describe, expect, it } from 'vitest';
import { reviewBlocker } from './review-rules.js';

describe('reviewBlocker (only buyers review, once)', () => {
  it('lets a buyer who received the product and has not reviewed it', () => {
    expect(reviewBlocker({ received: true, reviewed: false })).toBeNull();
  });

  it('refuses who has not received it', () => {
    expect(reviewBlocker({ received: false, reviewed: false })).toBe('NOT_PURCHASED');
  });

  it('"already reviewed" wins, also for reviews written before the buyers-only rule', () => {
    expect(reviewBlocker({ received: true, reviewed: true })).toBe('ALREADY_REVIEWED');
    expect(reviewBlocker({ received: false, reviewed: true })).toBe('ALREADY_REVIEWED');
  });
});
