import { DEFAULT_SESSION_DESIGN, formFor, optionOrder, optionsInOrder } from './designs.js';

describe('optionOrder', () => {
  it('is a permutation of the three options, the same every time for a student and question', () => {
    for (let i = 0; i < 50; i += 1) {
      const order = optionOrder(`participant-${i}`, 'question3');
      expect([...order].sort()).toEqual([0, 1, 2]);
      expect(optionOrder(`participant-${i}`, 'question3')).toEqual(order);
    }
    expect(optionOrder('3f1c2b0e-aaaa-4bbb-8ccc-123456789abc', 'question1')).toEqual(
      optionOrder('3f1c2b0e-aaaa-4bbb-8ccc-123456789abc', 'question1'),
    );
  });

  it('gives every one of the six orders across students, about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 600; i += 1) {
      const key = optionOrder(`student-${i}`, 'question1').join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['012', '021', '102', '120', '201', '210']);
    for (const count of counts.values()) expect(count).toBeGreaterThan(60);
  });

  it('orders one student’s questions independently of each other', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => optionOrder('one-student', `question${i + 1}`).join('')),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('moves the texts, never the values an answer is stored with', () => {
    const options = [
      { text: 'Satu', value: 1 },
      { text: 'Dua', value: 2 },
      { text: 'Tiga', value: 3 },
    ];
    const shown = optionsInOrder(options, 'student-7', 'question2');
    const order = optionOrder('student-7', 'question2');
    expect(shown).toEqual(order.map((i) => options[i]));
    expect(shown.map((o) => o.value).sort()).toEqual([1, 2, 3]);
  });
});

describe('formFor', () => {
  it('asks form A throughout when the session chose no parallel form (the default)', () => {
    expect(DEFAULT_SESSION_DESIGN).toEqual({
      form_design: 'A',
      shuffle_options: false,
      delayed_test_from: null,
      comparison: false,
    });
    for (const arrival of [0, 1, 2, 3]) {
      expect(formFor('A', arrival, true)).toBe('A');
      expect(formFor('A', arrival, false)).toBe('A');
    }
  });

  it('asks A at the pre-test and B at the post-test for "A-B"', () => {
    expect(formFor({ ...DEFAULT_SESSION_DESIGN, form_design: 'A-B' }, 0, false)).toBe('B');
    for (const arrival of [0, 1, 2]) {
      expect(formFor('A-B', arrival, true)).toBe('A');
      expect(formFor('A-B', arrival, false)).toBe('B');
    }
  });

  it('alternates by arrival for "AB-BA": A then B, B then A, …', () => {
    expect([0, 1, 2, 3].map((arrival) => formFor('AB-BA', arrival, true))).toEqual([
      'A',
      'B',
      'A',
      'B',
    ]);
    expect([0, 1, 2, 3].map((arrival) => formFor('AB-BA', arrival, false))).toEqual([
      'B',
      'A',
      'B',
      'A',
    ]);
  });
});
