// The stand-in for the option chart in jsdom tests (see question-chart.tsx beside this file).
export default function OptionChart({ questions }: { questions: unknown[] }) {
  return <svg role="img" aria-label={`Grafik pilihan ${questions.length} soal`} />;
}
