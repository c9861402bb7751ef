import { useEffect, useRef } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { DesignsReport } from '@piba/shared';
import { StatText } from './stat-text';

/** Each rule as a term and its formula or explanation. */
const RULES: readonly { term: string; text: string }[] = [
  {
    term: 'Pasangan',
    text: 'Tiap siswa dihitung sekali: pretest pertamanya dipasangkan dengan posttest terakhirnya. Siswa dikenali dari ID peserta yang dibuat di perangkatnya; bila tidak ada, dari nama dan kelas yang sama dalam satu sesi.',
  },
  {
    term: 'Memilih uji',
    text: 'Selisih tiap siswa (posttest − pretest) diuji dengan Shapiro–Wilk pada α = 0,05. Bila p ≥ 0,05, selisih tidak menyimpang secara bermakna dari normal dan dipakai uji t berpasangan; bila p < 0,05, dipakai uji peringkat bertanda Wilcoxon. Keduanya dihitung; yang tidak dipilih ditampilkan sebagai pemeriksaan. Di bawah 3 pasangan, atau bila semua selisih 0, tidak ada uji. Di atas 5.000 pasangan Shapiro–Wilk tidak berlaku, jadi dipakai Wilcoxon.',
  },
  {
    term: 'Uji t berpasangan',
    text: 't = d̄ / (s_d / √n), df = n − 1, dengan d̄ rata-rata selisih, s_d simpangan baku selisih, n banyaknya pasangan. IK 95% selisih = d̄ ± t₀,₉₇₅;df × s_d / √n.',
  },
  {
    term: 'Besar efek d_z',
    text: 'd_z = d̄ / s_d: seberapa seragam perubahan antarsiswa. Nilainya ikut membesar bila pretest dan posttest berkorelasi tinggi, jadi patokan Cohen tidak dipakai untuk d_z.',
  },
  {
    term: 'Besar efek d_av (Lakens, 2013)',
    text: 'd_av = d̄ / ((SD pretest + SD posttest) / 2). Sebanding dengan d antarkelompok, jadi dibaca dengan patokan Cohen (1988): sekitar 0,2 kecil, 0,5 sedang, 0,8 besar.',
  },
  {
    term: 'Uji Wilcoxon',
    text: 'Selisih 0 dibuang; sisanya diberi peringkat menurut besarnya. V = jumlah peringkat selisih positif, z dari V dengan koreksi ties dan kontinuitas.',
  },
  {
    term: 'Besar efek r dan rank-biserial',
    text: 'r = z / √n, dengan n banyaknya selisih yang bukan nol; patokan Cohen (1988): sekitar 0,1 kecil, 0,3 sedang, 0,5 besar. Rank-biserial (Kerby, 2014) = (jumlah peringkat positif − jumlah peringkat negatif) / jumlah semua peringkat, dari −1 sampai 1.',
  },
  {
    term: 'Gain ternormalisasi ⟨g⟩ (Hake, 1998)',
    text: '⟨g⟩ = (rata-rata post − rata-rata pre) / (100 − rata-rata pre), dari rata-rata kelas. N-gain (%) = ⟨g⟩ × 100: < 40 tidak efektif, 40–55 kurang efektif, 56–75 cukup efektif, > 75 efektif.',
  },
  {
    term: 'Rata-rata g tiap siswa',
    text: 'g = (post − pre) / (100 − pre) untuk tiap siswa, lalu dirata-rata. Siswa dengan pretest 100% tidak dihitung. Kategori: tinggi g ≥ 0,7; sedang 0,3 ≤ g < 0,7; rendah g < 0,3.',
  },
  {
    term: 'Gain per topik',
    text: 'g topik = (p posttest − p pretest) / (1 − p pretest), dengan p proporsi siswa yang menjawab benar soal topik itu.',
  },
  {
    term: 'Perubahan ternormalisasi c (Marx & Cummings, 2007)',
    text: 'c = (post − pre) / (100 − pre) bila naik, (post − pre) / pre bila turun, 0 bila sama; tidak dihitung bila kedua nilai 0 atau 100.',
  },
  {
    term: 'Tingkat pengetahuan (Arikunto, 2010)',
    text: 'Nilai 76–100% baik, 56–75% cukup, di bawah 56% kurang; dihitung untuk pretest dan posttest siswa berpasangan.',
  },
  {
    term: 'Validitas butir',
    text: 'r_it = korelasi benar-salahnya soal (0/1) dengan skor total tanpa soal itu. Soal valid bila r_it ≥ r tabel, r kritis pada α = 0,05 dua arah dengan df = n − 2.',
  },
  {
    term: 'Perubahan jawaban per soal (McNemar)',
    text: 'Dari siswa berpasangan yang kedua tesnya dijawab: Salah→benar = banyaknya siswa yang salah di pretest dan benar di posttest; Benar→salah sebaliknya. Uji McNemar eksak: banyaknya salah→benar di antara semua siswa yang jawabannya berubah diuji dengan uji binomial dua arah pada peluang ½. p disesuaikan dengan metode Holm atas semua soal yang diuji: p terkecil dikali banyaknya soal, berikutnya dikali satu kurangnya, dan seterusnya (tidak pernah turun, paling besar 1). Soal yang tidak ada siswanya berubah tidak diuji.',
  },
  {
    term: 'Reliabilitas KR-20',
    text: 'KR-20 = (k / (k − 1)) × (1 − Σpq / s²), dengan k banyaknya soal, p dan q proporsi benar dan salah tiap soal, s² varians skor total. Kategori Arikunto (2013): 0,80–1,00 sangat tinggi, 0,60–0,79 tinggi, 0,40–0,59 cukup, 0,20–0,39 rendah, di bawah 0,20 sangat rendah.',
  },
  {
    term: 'Meta-analisis antarsesi',
    text: 'Selisih rata-rata tiap sesi dengan galat baku s_d / √n digabung dengan bobot 1 / (SE² + τ²) (efek acak DerSimonian–Laird); τ² = ragam antarsesi, Q = statistik heterogenitas Cochran, I² = bagian keragaman yang berasal dari perbedaan antarsesi. Sesi dengan kurang dari 3 pasangan atau semua selisih sama tidak digabung.',
  },
];

type Rule = { term: string; text: string };

/** The rules of each research design's section, explained only when the analysis has it. */
const DESIGN_RULES: Record<keyof DesignsReport, Rule> = {
  attitude: {
    term: 'Skala sikap: Cronbach α',
    text: 'Skor total = jumlah nilai 1–5 semua pernyataan, pernyataan negatif dibalik (6 − x). α = (k / (k − 1)) × (1 − Σs²_i / s²_total), dengan k banyaknya pernyataan. r_it = korelasi pernyataan dengan jumlah pernyataan lainnya. Perubahan skor total diuji seperti nilai tes (Shapiro–Wilk memilih uji t berpasangan atau Wilcoxon).',
  },
  forms: {
    term: 'Bentuk soal A dan B: Welch dan TOST',
    text: 'Pretest bentuk A dan bentuk B dibandingkan dengan uji t Welch (ragam tidak dianggap sama; df Welch–Satterthwaite). Kesetaraan diuji dengan dua uji satu arah (TOST) dengan batas ±10 poin persentase: kedua bentuk setara bila p TOST < 0,05, yaitu IK 90% selisihnya di dalam batas.',
  },
  delayed: {
    term: 'Tes tunda: Friedman, Wilcoxon dengan Holm, retensi',
    text: 'Dari siswa yang mengerjakan ketiga tes, uji Friedman membandingkan pretest, posttest dan tes tunda. Tiap pasangan tes diuji dengan uji Wilcoxon berpasangan, p disesuaikan dengan metode Holm. Retensi = (tes tunda − pretest) / (posttest − pretest); tidak terdefinisi bila posttest sama dengan pretest (dihitung, tidak ikut dirata-rata).',
  },
  comparison: {
    term: 'Kelompok pembanding: Welch, Hedges g, Mann–Whitney, ANCOVA',
    text: 'Gain (posttest − pretest) kelas yang diajar dibandingkan dengan kelompok pembanding dengan uji t Welch; besar efek g Hedges dengan IK 95% menurut Hedges & Olkin, SE = √((n1 + n2) / (n1 n2) + g² / (2(n1 + n2))). Uji Mann–Whitney U dengan r = z / √n. ANCOVA: posttest dengan pretest sebagai kovariat dan kelompok sebagai faktor, memberi selisih terkoreksi dengan IK 95%.',
  },
};

interface HowCalculatedProps {
  designs?: DesignsReport;
  /**
   * Drawn because the teacher opened the folded bar that stood in its place: it opens, and the
   * focus the bar had moves to its heading.
   */
  opened?: boolean;
}

/** The formulas and the choice of test, folded away until a teacher asks for them. */
export function HowCalculated({ designs, opened = false }: HowCalculatedProps) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (opened) summary.current?.focus();
  }, [opened]);
  const rules = [
    ...RULES,
    ...(Object.keys(DESIGN_RULES) as (keyof DesignsReport)[])
      .filter((design) => designs?.[design])
      .map((design) => DESIGN_RULES[design]),
  ];
  return (
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={opened}
      sx={{ mb: 2, displayPrint: 'none' }}
    >
      <AccordionSummary
        ref={summary}
        expandIcon={<ExpandMoreIcon />}
        aria-controls="cara-menghitung-isi"
        id="cara-menghitung"
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          Cara menghitung
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="cara-menghitung-isi">
        <dl style={{ margin: 0 }}>
          {rules.map((rule) => (
            <div key={rule.term}>
              <Typography component="dt" sx={{ fontWeight: 700, mt: 1 }}>
                <StatText text={rule.term} />
              </Typography>
              <Typography component="dd" variant="body2" sx={{ ml: 0 }}>
                <StatText text={rule.text} />
              </Typography>
            </div>
          ))}
        </dl>
      </AccordionDetails>
    </Accordion>
  );
}
