import { answerKeyVersion } from '../answer-key.js';
import { checkPack, normalisedText, publishBlockers } from './check.js';
import { defaultPackDocument } from './default-pack.js';
import type { OptionValue, PackDeckTopic, PackDocument, PackQuestion } from './document.js';
import type { PackProblem, PackRule } from './problem.js';
import { validatePackDocument } from './validate.js';

/** A deep copy of plain JSON (the tests run without the platform's types). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A copy of the default pack with one defect planted by `plant`. */
function planted(plant: (document: PackDocument) => void): PackDocument {
  const document = copy(defaultPackDocument);
  plant(document);
  return document;
}

const named = (document: PackDocument, name: string) =>
  document.questions.find((q) => q.name === name)!;
const deck = (document: PackDocument, id: string) =>
  document.topics.find((t): t is PackDeckTopic => t.id === id && t.kind === 'deck')!;
const options = (q: PackQuestion, texts: [string, string, string], key: OptionValue) => {
  q.options = texts.map((text, i) => ({ text, value: (i + 1) as OptionValue }));
  q.correctAnswer = key;
};

/** The problems of one rule, as [question, field, reviewed]. */
const of = (problems: PackProblem[], rule: PackRule) =>
  problems
    .filter((p) => p.rule === rule)
    .map((p) => [p.question ?? null, p.field ?? null, p.reviewed ?? false]);

describe('the default pack', () => {
  const problems = checkPack(defaultPackDocument);

  it('has no error and every warning reviewed: nothing blocks publishing it', () => {
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(publishBlockers(problems)).toEqual([]);
    expect(validatePackDocument(defaultPackDocument).ok).toBe(true);
  });

  it('keeps its answer-key version while its reviews are written down', () => {
    expect(answerKeyVersion(defaultPackDocument.questions)).toBe('e125b284');
  });

  it('carries the warnings its writers reviewed, each with a written reason', () => {
    expect(problems.map((p) => [p.question ?? null, p.rule, p.reviewed])).toEqual([
      ['question7', 'key-middle-number', true],
      ['question9', 'key-middle-number', true],
      ['question1', 'borrowed-distractors', true],
      ['question3', 'key-middle-number', true],
      ['question4', 'stem-names-other-key', true],
      [null, 'key-middle-number', true],
    ]);
    for (const q of defaultPackDocument.questions) {
      for (const reason of Object.values(q.reviewed ?? {}))
        expect(reason.length).toBeGreaterThan(40);
    }
  });

  it('says what is wrong in plain Indonesian, naming the question and the field', () => {
    const warning = problems.find((p) => p.question === 'question4')!;
    expect(warning).toEqual({
      question: 'question4',
      rule: 'stem-names-other-key',
      severity: 'warning',
      message: expect.stringContaining(
        '"pemanasan", yang menjadi jawaban soal question2',
      ) as string,
      field: 'questions[8].question',
      reviewed: true,
    });
  });
});

describe('reviews', () => {
  it('an unreviewed warning blocks publishing; a review with a reason lifts it', () => {
    const unreviewed = planted((d) => delete named(d, 'question4').reviewed);
    const blockers = publishBlockers(checkPack(unreviewed));
    expect(blockers.map((p) => [p.question, p.rule])).toEqual([
      ['question4', 'stem-names-other-key'],
    ]);
    expect(blockers[0].reviewed).toBeUndefined();
  });

  it('a blank reason is no review', () => {
    const blank = planted(
      (d) => (named(d, 'question4').reviewed = { 'stem-names-other-key': ' ' }),
    );
    expect(of(publishBlockers(checkPack(blank)), 'stem-names-other-key')).toEqual([
      ['question4', 'questions[8].question', false],
    ]);
  });

  it('a review never lifts an error', () => {
    const document = planted((d) => {
      const q = named(d, 'question6');
      q.explanation = '';
      (q.reviewed as Record<string, string>) = { 'missing-explanation': 'Nanti diisi.' };
    });
    expect(of(publishBlockers(checkPack(document)), 'missing-explanation')).toEqual([
      ['question6', 'questions[0].explanation', false],
    ]);
  });

  it('a test-level warning is reviewed when every question it concerns reviews it', () => {
    const document = planted((d) => delete named(d, 'question9').reviewed);
    expect(of(checkPack(document), 'key-middle-number')).toEqual([
      ['question7', 'questions[1].options[1].text', true],
      ['question9', 'questions[3].options[1].text', false],
      ['question3', 'questions[7].options[1].text', true],
      [null, null, false],
    ]);
  });
});

describe('errors', () => {
  it('missing-key: the key names no option, or the key option is empty', () => {
    const noOption = planted((d) => (named(d, 'question8').correctAnswer = 4 as OptionValue));
    expect(of(checkPack(noOption), 'missing-key')).toEqual([
      ['question8', 'questions[2].correctAnswer', false],
    ]);
    const empty = planted((d) => (named(d, 'question8').options[0].text = ' '));
    expect(of(checkPack(empty), 'missing-key')).toEqual([
      ['question8', 'questions[2].options[0].text', false],
    ]);
  });

  it('identical-options: two options that read the same, or an empty wrong option', () => {
    const twins = planted((d) => (named(d, 'question10').options[1].text = 'trakea.'));
    expect(of(checkPack(twins), 'identical-options')).toEqual([
      ['question10', 'questions[4].options[1].text', false],
    ]);
    const empty = planted((d) => (named(d, 'question10').options[0].text = ''));
    expect(of(checkPack(empty), 'identical-options')).toEqual([
      ['question10', 'questions[4].options[0].text', false],
    ]);
  });

  it('missing-explanation: nothing to read after the post-test', () => {
    const document = planted((d) => (named(d, 'question5').explanation = '  '));
    expect(of(checkPack(document), 'missing-explanation')).toEqual([
      ['question5', 'questions[9].explanation', false],
    ]);
  });

  it('key-fact-not-taught: the key fact is not in the text of its slide', () => {
    const elsewhere = planted((d) => (named(d, 'question10').taughtIn.slide = 1));
    const problems = checkPack(elsewhere);
    expect(of(problems, 'key-fact-not-taught')).toEqual([
      ['question10', 'questions[4].keyFact', false],
    ]);
    expect(problems.find((p) => p.rule === 'key-fact-not-taught')!.message).toBe(
      'Fakta kunci "di alveolus, oksigen masuk ke darah" tidak tertulis di slide 2 topik ' +
        '"Pengenalan Tubuh Manusia" (judul, isi, atau Selengkapnya). Tes hanya boleh menanyakan ' +
        'hal yang diajarkan; kalau tidak, kenaikan nilai dari pretest ke posttest tidak mengukur ' +
        'hasil belajar.',
    );
  });

  it('key-fact-not-taught: finds the fact in "Selengkapnya" and in a video\'s summary', () => {
    const inMore = planted((d) => {
      named(d, 'question9').keyFact = 'periksakan gigimu ke dokter gigi';
    });
    expect(of(checkPack(inMore), 'key-fact-not-taught')).toEqual([]);
    const video = planted((d) => (named(d, 'question10').taughtIn = { topic: 'video-1' }));
    expect(of(checkPack(video), 'key-fact-not-taught')).toEqual([]);
    const notInVideo = planted((d) => (named(d, 'question9').taughtIn = { topic: 'video-1' }));
    expect(of(checkPack(notInVideo), 'key-fact-not-taught')).toEqual([
      ['question9', 'questions[3].keyFact', false],
    ]);
  });

  it('key-fact-not-taught: no key fact, no topic, or no slide', () => {
    const noFact = planted((d) => (named(d, 'question6').keyFact = ''));
    expect(of(checkPack(noFact), 'key-fact-not-taught')).toEqual([
      ['question6', 'questions[0].keyFact', false],
    ]);
    const noTopic = planted((d) => (named(d, 'question6').taughtIn = { topic: '' }));
    expect(of(checkPack(noTopic), 'key-fact-not-taught')).toEqual([
      ['question6', 'questions[0].taughtIn', false],
    ]);
    const noSlide = planted((d) => (named(d, 'question6').taughtIn = { topic: 'slide-1' }));
    expect(of(checkPack(noSlide), 'key-fact-not-taught')).toEqual([
      ['question6', 'questions[0].taughtIn', false],
    ]);
    const gone = planted((d) => (named(d, 'question6').taughtIn.slide = 7));
    expect(of(checkPack(gone), 'key-fact-not-taught')).toEqual([
      ['question6', 'questions[0].taughtIn', false],
    ]);
  });

  describe('key-read-before-pretest: the key stands where a student reads before the pre-test', () => {
    const places: Array<[string, (d: PackDocument) => void, string]> = [
      [
        "a topic card's description",
        (d) => (d.topics[0].card.description += ' Di alveolus, oksigen masuk ke darah.'),
        'kartu topik "Pengenalan Tubuh Manusia" pada beranda',
      ],
      ['the home subtitle', (d) => (d.home.subtitle += ' Kenali alveolus!'), 'subjudul beranda'],
      [
        'the quiz description',
        (d) => (d.home.quizDescription += ' Misalnya tentang alveolus.'),
        'keterangan kuis di beranda',
      ],
      ['the FAQ', (d) => (d.faq[1].answer += ' Alveolus juga.'), 'FAQ nomor 2'],
      [
        "the poster's alt text",
        (d) => (d.home.poster.alt += ' Ada gambar alveolus.'),
        'teks alternatif poster di beranda',
      ],
      [
        'a page title',
        (d) => (d.topics[2].title = 'Alveolus dan Pernapasan'),
        'judul topik "Alveolus dan Pernapasan" (kartu dan halamannya)',
      ],
      [
        "a slide's alt text",
        (d) => (deck(d, 'slide-1').slides[0].drawing.alt += ' Lingkaran itu alveolus.'),
        'teks alternatif gambar slide 1 topik "Pengenalan Tubuh Manusia"',
      ],
    ];

    it.each(places)('in %s', (_, plant, where) => {
      const problems = checkPack(planted(plant)).filter(
        (p) => p.rule === 'key-read-before-pretest',
      );
      expect(problems.map((p) => [p.question, p.severity])).toContainEqual(['question10', 'error']);
      expect(problems[0].message).toContain(`tertulis di ${where}, yang dibaca siswa sebelum`);
    });

    it('a word of the key alone is no giveaway: the whole key or key fact must stand there', () => {
      const document = planted((d) => (d.home.subtitle += ' Oksigen masuk ke tubuh.'));
      expect(of(checkPack(document), 'key-read-before-pretest')).toEqual([]);
    });
  });
});

describe('warnings', () => {
  it('key-length: always taking the longest option pays more than 4 of 10', () => {
    const document = planted((d) => {
      for (const name of ['question6', 'question8', 'question2', 'question4', 'question5']) {
        const q = named(d, name);
        q.options.find((o) => o.value === q.correctAnswer)!.text += ', menurut pelajaran';
      }
    });
    const problems = checkPack(document);
    expect(of(problems, 'key-length').map(([question]) => question)).toEqual(
      expect.arrayContaining(['question6', 'question8', 'question2', 'question4', 'question5']),
    );
    expect(problems.find((p) => p.rule === 'key-length')!.message).toMatch(
      /selalu memilih pilihan terpanjang mendapat \d+(,\d)? dari 10 soal/,
    );
  });

  it('key-length: always taking the shortest option pays more than 4 of 10', () => {
    const document = planted((d) => {
      for (const name of ['question8', 'question10', 'question1', 'question4', 'question5']) {
        const q = named(d, name);
        const key = q.options.find((o) => o.value === q.correctAnswer)!;
        key.text = key.text.split(' ')[0];
      }
    });
    expect(of(checkPack(document), 'key-length').length).toBeGreaterThanOrEqual(5);
  });

  it('key-length: a key half as long again as every other option, in any test', () => {
    const document = planted((d) => {
      named(d, 'question10').options[2].text = 'Alveolus, gelembung kecil di ujung saluran napas';
    });
    expect(of(checkPack(document), 'key-length')).toEqual([
      ['question10', 'questions[4].options[2].text', false],
    ]);
  });

  it('key-convergence: always taking the option sharing most words pays more than 4 of 10', () => {
    const document = planted((d) => {
      options(
        named(d, 'question6'),
        ['Sistem kerja tubuh', 'Sistem reproduksi', 'Proses tubuh'],
        1,
      );
      options(named(d, 'question8'), ['Mimpi basah', 'Mimpi buruk', 'Suara basah'], 1);
      options(named(d, 'question10'), ['Paru kanan', 'Paru tengah', 'Ujung tengah'], 2);
      options(named(d, 'question1'), ['Ritme lambat', 'Ritme cepat', 'Tempo cepat'], 2);
      options(named(d, 'question5'), ['Pagi hari', 'Malam hari', 'Malam minggu'], 2);
    });
    expect(of(checkPack(document), 'key-convergence').map(([question]) => question)).toEqual(
      expect.arrayContaining(['question6', 'question8', 'question10', 'question1', 'question5']),
    );
  });

  it('key-middle-number: numeric options with the key in the middle', () => {
    const document = planted((d) => {
      delete named(d, 'question9').reviewed;
      options(named(d, 'question9'), ['3 hari seminggu', '1 hari seminggu', '7 hari seminggu'], 1);
    });
    expect(of(checkPack(document), 'key-middle-number')).toEqual([
      ['question7', 'questions[1].options[1].text', true],
      ['question9', 'questions[3].options[0].text', false],
      ['question3', 'questions[7].options[1].text', true],
      [null, null, false],
    ]);
    const notMiddle = planted((d) => (named(d, 'question9').correctAnswer = 3));
    expect(of(checkPack(notMiddle), 'key-middle-number').map(([q]) => q)).toEqual([
      'question7',
      'question3',
      null,
    ]);
  });

  it('key-middle-number: the test-level warning needs more than half of the numeric items', () => {
    const document = planted((d) => {
      named(d, 'question9').correctAnswer = 3;
      named(d, 'question3').correctAnswer = 1;
    });
    expect(of(checkPack(document), 'key-middle-number')).toEqual([
      ['question7', 'questions[1].options[1].text', true],
    ]);
  });

  it('absolute-word: an absolute word in a wrong option, not in the key', () => {
    const document = planted((d) => {
      named(d, 'question5').options[0].text = 'Selalu setelah bangun tidur';
      named(d, 'question5').options[2].text = 'Setelah sarapan dan sebelum tidur malam, selalu';
    });
    expect(of(checkPack(document), 'absolute-word')).toEqual([
      ['question5', 'questions[9].options[0].text', false],
    ]);
    const above = planted((d) => (named(d, 'question5').options[1].text = 'Semua jawaban di atas'));
    expect(of(checkPack(above), 'absolute-word')).toEqual([
      ['question5', 'questions[9].options[1].text', false],
      ['question5', 'questions[9].options[1].text', false],
    ]);
  });

  it('option-repeats-stem: an option repeats three words in a row of the stem', () => {
    const document = planted((d) => {
      named(d, 'question9').options[2].text = 'Menguatkan otot dan tulang setiap hari';
    });
    expect(of(checkPack(document), 'option-repeats-stem')).toEqual([
      ['question9', 'questions[3].options[2].text', false],
    ]);
  });

  it('option-repeats-stem: an option holds most content words of the stem', () => {
    const document = planted((d) => {
      named(d, 'question4').options[2].text = 'Manfaat senam RAS di tahap akhir';
    });
    expect(of(checkPack(document), 'option-repeats-stem')).toEqual([
      ['question4', 'questions[8].options[2].text', false],
    ]);
  });

  it("stem-names-other-key: a stem holds another question's key word for word", () => {
    const document = planted((d) => {
      named(d, 'question5').question = 'Setelah oksigen sampai di alveolus, kapan kita sikat gigi?';
    });
    expect(of(checkPack(document), 'stem-names-other-key')).toContainEqual([
      'question5',
      'questions[9].question',
      false,
    ]);
  });

  it('borrowed-distractors: only the key brings new words (question1 borrows from question2)', () => {
    const problems = checkPack(defaultPackDocument);
    expect(of(problems, 'borrowed-distractors')).toEqual([
      ['question1', 'questions[5].options', true],
    ]);
    expect(problems.find((p) => p.rule === 'borrowed-distractors')!.message).toContain(
      '"peregangan"',
    );
    const ownWords = planted((d) => {
      named(d, 'question1').options[0].text = 'Rangkaian aba-aba yang berirama';
      named(d, 'question1').options[1].text = 'Ritme aerobik santai yang berirama';
    });
    expect(of(checkPack(ownWords), 'borrowed-distractors')).toEqual([]);
  });

  it('key-letter-overused: one letter keys more than ⌈n/3⌉+1 questions', () => {
    const document = planted((d) => {
      for (const name of ['question6', 'question7', 'question9']) named(d, name).correctAnswer = 1;
    });
    const problems = checkPack(document).filter((p) => p.rule === 'key-letter-overused');
    expect(problems).toEqual([
      {
        rule: 'key-letter-overused',
        severity: 'warning',
        message: expect.stringContaining('Kunci A dipakai 6 kali dari 10 soal (paling banyak 5)'),
      },
    ]);
  });

  it('quiz-word: the English "quiz" in running text; "kuis" is Indonesian', () => {
    const document = planted((d) => {
      deck(d, 'slide-2').slides[4].body[0] = 'Setelah belajar, kerjakan quiznya lagi.';
      named(d, 'question6').explanation += ' Lihat lagi di quiz.';
    });
    expect(of(checkPack(document), 'quiz-word')).toEqual([
      ['question6', 'questions[0].explanation', false],
      [null, 'topics[1].slides[4].body[0]', false],
    ]);
    expect(normalisedText(defaultPackDocument.home.quizDescription)).toContain(' kuis ');
  });
});

describe('a draft', () => {
  it('is checked without an exception: empty texts and missing references are problems', () => {
    const draft: PackDocument = {
      format: 1,
      title: '',
      home: { subtitle: '', quizDescription: '', poster: { file: '', alt: '' } },
      faq: [],
      topics: [],
      questions: [
        {
          name: 'question1',
          topic: '',
          question: '',
          options: [
            { text: '', value: 1 },
            { text: '', value: 2 },
            { text: '', value: 3 },
          ],
          correctAnswer: 1,
          explanation: '',
          taughtIn: { topic: '' },
          keyFact: '',
        },
      ],
    };
    expect(checkPack(draft).map((p) => p.rule)).toEqual([
      'missing-key',
      'identical-options',
      'identical-options',
      'missing-explanation',
      'key-fact-not-taught',
    ]);
    expect(checkPack({ ...draft, questions: [] })).toEqual([]);
  });
});
