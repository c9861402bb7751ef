import { defaultPackDocument } from './default-pack.js';
import type { PackDocument } from './document.js';
import { PACK_LIMITS, utf8Bytes, validatePackDocument } from './validate.js';

/** A deep copy of plain JSON (the tests run without the platform's types). */
const structuredClone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A copy of the default pack, changed by `plant`. */
function pack(plant: (document: PackDocument & Record<string, unknown>) => void = () => {}) {
  const document = structuredClone(defaultPackDocument) as PackDocument & Record<string, unknown>;
  plant(document);
  return document;
}

/** The errors' fields of a planted document, with each message checked to name its field. */
function refusedFields(document: unknown, options?: { draft?: boolean }): string[] {
  const result = validatePackDocument(document, options);
  if (result.ok) return [];
  for (const error of result.errors) {
    expect(error.message.startsWith(`${error.field || 'document'}: `)).toBe(true);
  }
  return result.errors.map((error) => error.field);
}

const question = (document: PackDocument, i: number) =>
  document.questions[i] as unknown as Record<string, unknown>;
const deck = (document: PackDocument) => {
  const topic = document.topics[0];
  if (topic.kind !== 'deck') throw new Error('the first topic is a deck');
  return topic;
};
const video = (document: PackDocument) => {
  const topic = document.topics[2];
  if (topic.kind !== 'video') throw new Error('the third topic is a video');
  return topic;
};

describe('validatePackDocument', () => {
  it('accepts the default pack, as a version and as a draft', () => {
    expect(validatePackDocument(defaultPackDocument)).toEqual({
      ok: true,
      document: defaultPackDocument,
    });
    expect(validatePackDocument(defaultPackDocument, { draft: true }).ok).toBe(true);
  });

  it('refuses what is not a document', () => {
    expect(refusedFields(null)).toEqual(['']);
    expect(refusedFields([])).toEqual(['']);
    expect(refusedFields('pack')).toEqual(['']);
  });

  it('names the field path and says what is wrong, in English', () => {
    const result = validatePackDocument(
      pack((d) => {
        d.questions[3].options[1].text = 'x'.repeat(501);
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'questions[3].options[1].text',
          message: 'questions[3].options[1].text: must be at most 500 characters (it has 501)',
        },
      ],
    });
  });

  it('refuses a question name with a hyphen, which the analysis could not read', () => {
    const result = validatePackDocument(
      pack((d) => {
        d.questions[0].name = 'soal-1';
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'questions[0].name',
          message: 'questions[0].name: must be 1–40 letters, digits or "_"',
        },
      ],
    });
  });

  const cases: Array<[string, (d: PackDocument & Record<string, unknown>) => void, string]> = [
    [
      'an unknown format',
      (d) => {
        (d as { format: number }).format = 2;
      },
      'format',
    ],
    [
      'a title of the wrong type',
      (d) => {
        (d as { title: unknown }).title = 7;
      },
      'title',
    ],
    [
      'an unknown key at the top',
      (d) => {
        d.extra = true;
      },
      'extra',
    ],
    [
      'an unknown key in a slide',
      (d) => {
        (deck(d).slides[0] as unknown as Record<string, unknown>).html = '<b>x</b>';
      },
      'topics[0].slides[0].html',
    ],
    [
      'a missing key',
      (d) => {
        delete (question(d, 0) as { explanation?: string }).explanation;
      },
      'questions[0].explanation',
    ],
    [
      'no topic',
      (d) => {
        d.topics = [];
        d.questions = [];
      },
      'topics',
    ],
    [
      'seven topics',
      (d) => {
        d.topics.push(
          ...[3, 4, 5, 6].map((n) => ({ ...structuredClone(d.topics[0]), id: `topik-${n}` })),
        );
      },
      'topics',
    ],
    [
      'a deck without slides',
      (d) => {
        deck(d).slides = [];
        d.questions = d.questions.filter((q) => q.taughtIn.topic !== 'slide-1');
        d.questions.push(...structuredClone(d.questions));
        d.questions.forEach((q, i) => (q.name = `q${i}`));
      },
      'topics[0].slides',
    ],
    [
      'a deck of 13 slides',
      (d) => {
        deck(d).slides = Array.from({ length: 13 }, () => structuredClone(deck(d).slides[0]));
      },
      'topics[0].slides',
    ],
    [
      'four questions',
      (d) => {
        d.questions = d.questions.slice(0, 4);
      },
      'questions',
    ],
    [
      '41 questions',
      (d) => {
        d.questions = Array.from({ length: 41 }, (_, i) => ({
          ...structuredClone(d.questions[0]),
          name: `q${i}`,
        }));
      },
      'questions',
    ],
    [
      'two options',
      (d) => {
        d.questions[0].options.pop();
      },
      'questions[0].options',
    ],
    [
      'four options',
      (d) => {
        d.questions[0].options.push({ text: 'D', value: 3 });
      },
      'questions[0].options',
    ],
    [
      'options out of order',
      (d) => {
        d.questions[0].options[0].value = 2;
      },
      'questions[0].options[0].value',
    ],
    [
      'a key that is not A, B or C',
      (d) => {
        question(d, 1).correctAnswer = 4;
      },
      'questions[1].correctAnswer',
    ],
    [
      'two topics with one id',
      (d) => {
        d.topics[1].id = 'slide-1';
      },
      'topics[1].id',
    ],
    [
      'two questions with one name',
      (d) => {
        d.questions[1].name = 'question6';
      },
      'questions[1].name',
    ],
    [
      'a topic id with capitals',
      (d) => {
        d.topics[2].id = 'Video-1';
        d.questions.forEach(
          (q) => q.taughtIn.topic === 'video-1' && (q.taughtIn.topic = 'Video-1'),
        );
      },
      'topics[2].id',
    ],
    [
      'a question name with a space',
      (d) => {
        d.questions[0].name = 'question 6';
      },
      'questions[0].name',
    ],
    [
      'a taughtIn naming no topic',
      (d) => {
        d.questions[0].taughtIn.topic = 'slide-9';
      },
      'questions[0].taughtIn.topic',
    ],
    [
      'a taughtIn naming no slide',
      (d) => {
        d.questions[0].taughtIn.slide = 3;
      },
      'questions[0].taughtIn.slide',
    ],
    [
      'a taughtIn of a deck without a slide',
      (d) => {
        delete d.questions[0].taughtIn.slide;
      },
      'questions[0].taughtIn.slide',
    ],
    [
      'a taughtIn of a video with a slide',
      (d) => {
        d.questions[0].taughtIn = { topic: 'video-1', slide: 0 };
      },
      'questions[0].taughtIn.slide',
    ],
    [
      'a negative slide index',
      (d) => {
        d.questions[0].taughtIn.slide = -1;
      },
      'questions[0].taughtIn.slide',
    ],
    [
      'a YouTube id of 10 characters',
      (d) => {
        video(d).video = { youtubeId: '8NUxvJS-_0' };
      },
      'topics[2].video.youtubeId',
    ],
    [
      'a video file in a folder',
      (d) => {
        video(d).video = { file: '../secret.mp4' };
      },
      'topics[2].video.file',
    ],
    [
      'a hidden video file',
      (d) => {
        video(d).video = { file: '.secret.mp4' };
      },
      'topics[2].video.file',
    ],
    [
      'a video file with ".." in its name',
      (d) => {
        video(d).video = { file: 'a..mp4' };
      },
      'topics[2].video.file',
    ],
    [
      'a media file that is not a video',
      (d) => {
        video(d).video = { file: 'notes.txt' };
      },
      'topics[2].video.file',
    ],
    [
      'a video that is neither',
      (d) => {
        (video(d) as { video: unknown }).video = { url: 'https://example.com/v.mp4' };
      },
      'topics[2].video',
    ],
    [
      'a video with both a YouTube id and a file',
      (d) => {
        (video(d) as { video: unknown }).video = { youtubeId: '8NUxvJS-_0k', file: 'video.mp4' };
      },
      'topics[2].video.file',
    ],
    [
      'a drawing in a folder',
      (d) => {
        deck(d).slides[0].drawing.file = 'drawings/body.svg';
      },
      'topics[0].slides[0].drawing.file',
    ],
    [
      'a drawing that is not an image',
      (d) => {
        d.home.poster.file = 'poster.html';
      },
      'home.poster.file',
    ],
    [
      'an unknown icon',
      (d) => {
        (d.topics[0].card as { icon: string }).icon = 'rocket';
      },
      'topics[0].card.icon',
    ],
    [
      'HTML in a paragraph',
      (d) => {
        deck(d).slides[0].body[0] = 'Otak <b>mengatur</b> kerja tubuh.';
      },
      'topics[0].slides[0].body[0]',
    ],
    [
      'an HTML comment in a list line',
      (d) => {
        (deck(d).slides[0].body[2] as string[])[0] = 'hidung <!-- x -->';
      },
      'topics[0].slides[0].body[2][0]',
    ],
    [
      'a closing tag in an option',
      (d) => {
        d.questions[0].options[0].text = 'Kebersihan</p>';
      },
      'questions[0].options[0].text',
    ],
    [
      'a paragraph over 2,000 characters',
      (d) => {
        d.home.subtitle = 'a'.repeat(2001);
      },
      'home.subtitle',
    ],
    [
      'a heading over 300 characters',
      (d) => {
        deck(d).slides[1].heading = 'a'.repeat(301);
      },
      'topics[0].slides[1].heading',
    ],
    [
      'a title over 300 characters',
      (d) => {
        d.topics[1].title = 'a'.repeat(301);
      },
      'topics[1].title',
    ],
    [
      'an empty stem',
      (d) => {
        d.questions[2].question = '  ';
      },
      'questions[2].question',
    ],
    [
      'a block that is neither a paragraph nor a list',
      (d) => {
        (deck(d).slides[0].body as unknown[])[0] = { text: 'x' };
      },
      'topics[0].slides[0].body[0]',
    ],
    [
      'too many FAQ items',
      (d) => {
        d.faq = Array.from({ length: PACK_LIMITS.faqItems + 1 }, () => d.faq[0]);
      },
      'faq',
    ],
    [
      'reviewed that is not an object',
      (d) => {
        (question(d, 0) as { reviewed: unknown }).reviewed = ['key-length'];
      },
      'questions[0].reviewed',
    ],
    [
      'a review without a reason',
      (d) => {
        d.questions[0].reviewed = { 'key-length': ' ' };
      },
      'questions[0].reviewed.key-length',
    ],
    [
      'a review reason over 500 characters',
      (d) => {
        d.questions[0].reviewed = { 'key-length': 'a'.repeat(501) };
      },
      'questions[0].reviewed.key-length',
    ],
    [
      'a review of an unknown rule',
      (d) => {
        d.questions[0].reviewed = { 'looks-fine': 'yes' };
      },
      'questions[0].reviewed.looks-fine',
    ],
    [
      'a review of an error',
      (d) => {
        d.questions[0].reviewed = { 'missing-key': 'yes' };
      },
      'questions[0].reviewed.missing-key',
    ],
    [
      'a caption language that is not a tag',
      (d) => {
        video(d).captionLanguage = 'Bahasa Indonesia';
      },
      'topics[2].captionLanguage',
    ],
    [
      'a metronome that is not a boolean',
      (d) => {
        (d.topics[1] as { metronome: unknown }).metronome = 'yes';
      },
      'topics[1].metronome',
    ],
    [
      'a topic of an unknown kind',
      (d) => {
        (d.topics[2] as { kind: string }).kind = 'quiz';
      },
      'topics[2].kind',
    ],
  ];

  it.each(cases)('refuses %s', (_, plant, field) => {
    expect(refusedFields(pack(plant))).toContain(field);
  });

  it('refuses a document over 200 KB, counted in UTF-8 bytes of its JSON', () => {
    // 1,500 characters of "é" are 3,000 bytes: within a paragraph's 2,000 characters.
    const heavy = 'é'.repeat(1500);
    const over = pack((d) => {
      for (const q of d.questions) q.explanation = heavy;
      d.faq = Array.from({ length: 20 }, () => ({ question: 'T?', answer: heavy }));
      for (const slide of deck(d).slides) slide.more = Array.from({ length: 20 }, () => heavy);
    });
    expect(utf8Bytes(JSON.stringify(over))).toBeGreaterThan(PACK_LIMITS.documentBytes);
    expect(JSON.stringify(over).length).toBeLessThan(PACK_LIMITS.documentBytes);
    expect(refusedFields(over)).toEqual(['']);
  });

  it('lets "<" stand before a digit or a space: "<3" and "x < 5" are plain text', () => {
    const document = pack((d) => {
      d.faq[0].answer = 'Kurang dari <5 menit, atau x < 5.';
    });
    expect(validatePackDocument(document).ok).toBe(true);
  });

  it('takes a video from the media folder', () => {
    const document = pack((d) => {
      video(d).video = { file: 'pernapasan.mp4' };
    });
    expect(validatePackDocument(document).ok).toBe(true);
  });

  describe('a draft', () => {
    const halfWritten = pack((d) => {
      d.title = '';
      d.questions = d.questions.slice(0, 2);
      d.questions[0].options[0].text = '';
      d.questions[0].taughtIn = { topic: '' };
      d.questions[1].taughtIn = { topic: 'slide-1' };
      d.questions[1].name = '';
      deck(d).slides[0].drawing = { file: '', alt: '' };
      deck(d).slides[0].body = [];
      video(d).video = { youtubeId: '' };
      d.topics[0].id = '';
    });

    it('may be half-written: empty texts, fewer questions, no slide chosen yet', () => {
      expect(refusedFields(halfWritten, { draft: true })).toEqual([]);
      expect(refusedFields(halfWritten)).toEqual(
        expect.arrayContaining(['title', 'questions', 'questions[0].options[0].text']),
      );
    });

    it('may hold no topic and no question', () => {
      const empty = pack((d) => {
        d.topics = [];
        d.questions = [];
      });
      expect(refusedFields(empty, { draft: true })).toEqual([]);
    });

    it('keeps the shape and the maxima', () => {
      const cases: Array<[(d: PackDocument & Record<string, unknown>) => void, string]> = [
        [(d) => (d.extra = 1), 'extra'],
        [(d) => ((d as { format: number }).format = 2), 'format'],
        [(d) => (d.questions[0].options[0].text = 'a'.repeat(501)), 'questions[0].options[0].text'],
        [(d) => (d.topics[0].id = 'Slide 1'), 'topics[0].id'],
        [(d) => ((d.topics[0].card as { icon: string }).icon = 'rocket'), 'topics[0].card.icon'],
        [
          (d) => d.topics.push(...Array.from({ length: 4 }, () => structuredClone(d.topics[2]))),
          'topics',
        ],
        [(d) => d.questions[0].options.push({ text: '', value: 3 }), 'questions[0].options'],
        [(d) => (d.home.poster.file = '../x.svg'), 'home.poster.file'],
      ];
      for (const [plant, field] of cases) {
        expect(refusedFields(pack(plant), { draft: true })).toContain(field);
      }
    });
  });
});
