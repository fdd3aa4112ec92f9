import { signIn } from '/work/main/bench/support/sign-in';
(async () => { const s = await signIn('http://localhost:3000', 'pm-suite-sign-2026', process.argv[2]!);
console.log(s.token); })();
