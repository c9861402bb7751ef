import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** Each rule as a term and its formula or explanation. */
const RULES: readonly { term: string; text: string }[] = [
  {
    term: 'Pasangan',
    text: 'Tiap siswa dihitung sekali: pretest pertamanya dipasangkan dengan posttest terakhirnya. Siswa dikenali dari ID peserta yang dibuat di perangkatnya; bila tidak ada, dari nama dan kelas yang sama dalam satu sesi.',
  },
  {
    term: 'Memilih uji',
    text: 'Selisih tiap siswa (posttest − pretest) diuji dengan Shapiro–Wilk pada α = 0,05. Bila p ≥ 0,05, selisih dianggap normal dan dipakai uji t berpasangan; bila p < 0,05, dipakai uji peringkat bertanda Wilcoxon. Di bawah 3 pasangan, atau bila semua selisih 0, tidak ada uji. Di atas 5.000 pasangan Shapiro–Wilk tidak berlaku, jadi dipakai Wilcoxon.',
  },
  {
    term: 'Uji t berpasangan',
    text: 't = d̄ / (s_d / √n), df = n − 1, dengan d̄ rata-rata selisih, s_d simpangan baku selisih, n banyaknya pasangan. IK 95% selisih = d̄ ± t₀,₉₇₅;df × s_d / √n.',
  },
  {
    term: 'Besar efek d_z (Cohen)',
    text: 'd_z = d̄ / s_d. Sekitar 0,2 kecil, 0,5 sedang, 0,8 besar.',
  },
  {
    term: 'Uji Wilcoxon',
    text: 'Selisih 0 dibuang; sisanya diberi peringkat menurut besarnya. V = jumlah peringkat selisih positif, z dari V dengan koreksi ties dan kontinuitas.',
  },
  {
    term: 'Besar efek r dan rank-biserial',
    text: 'r = z / √n, dengan n banyaknya selisih yang bukan nol. Rank-biserial (Kerby) = (jumlah peringkat positif − jumlah peringkat negatif) / jumlah semua peringkat, dari −1 sampai 1.',
  },
  {
    term: 'Gain ternormalisasi ⟨g⟩ (Hake)',
    text: '⟨g⟩ = (rata-rata post − rata-rata pre) / (100 − rata-rata pre), dari rata-rata kelas.',
  },
  {
    term: 'g tiap siswa (N-gain)',
    text: 'g = (post − pre) / (100 − pre) untuk tiap siswa, lalu dirata-rata. Siswa dengan pretest 100% tidak dihitung. Kategori: tinggi g ≥ 0,7; sedang 0,3 ≤ g < 0,7; rendah g < 0,3.',
  },
  {
    term: 'Gain per topik',
    text: 'g topik = (p posttest − p pretest) / (1 − p pretest), dengan p proporsi siswa yang menjawab benar soal topik itu.',
  },
  {
    term: 'Perubahan ternormalisasi c (Marx & Cummings)',
    text: 'c = (post − pre) / (100 − pre) bila naik, (post − pre) / pre bila turun, 0 bila sama; tidak dihitung bila kedua nilai 0 atau 100.',
  },
];

/** The formulas and the choice of test, folded away until a teacher asks for them. */
export function HowCalculated() {
  return (
    <Accordion disableGutters variant="outlined" sx={{ mb: 2, displayPrint: 'none' }}>
      <AccordionSummary
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
          {RULES.map((rule) => (
            <div key={rule.term}>
              <Typography component="dt" sx={{ fontWeight: 700, mt: 1 }}>
                {rule.term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ ml: 0 }}>
                {rule.text}
              </Typography>
            </div>
          ))}
        </dl>
      </AccordionDetails>
    </Accordion>
  );
}
