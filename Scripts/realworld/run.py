#!/usr/bin/env python3
"""Lint every calibration app present on this machine with its pack and score the findings against the
triage verdicts and must-find lists kept beside this script.

    Scripts/realworld/run.py [--archlint BIN] [--apps DIR] [--report FILE] [--untriaged FILE] [--stale FILE]

Apps listed in apps.tsv but absent from DIR (default: ../realworld-apps beside the repository, or
$ARCHLINT_REALWORLD_APPS) are skipped with a note. A finding is matched to a verdict by path, line and
rule; a finding with no verdict is untriaged. A must-find entry is found when a finding of its rule is
reported at its path and line. init's choice is read from `archlint init --dry-run`.
"""
import argparse, collections, json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def read_tsv(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding='utf-8') as f:
        lines = [l.rstrip('\n') for l in f if l.strip() and not l.startswith('#')]
    header = lines[0].split('\t')
    rows = []
    for l in lines[1:]:
        cells = l.split('\t')
        rows.append(dict(zip(header, cells + [''] * (len(header) - len(cells)))))
    return rows


def lint(archlint, app_dir, app):
    config = os.path.join(HERE, 'configs', app['name'] + '.json')
    if not os.path.exists(config):
        config = os.path.join(os.environ.get('TMPDIR', '/tmp'), 'archlint-realworld-%s.json' % app['pack'])
        with open(config, 'w') as f:
            f.write('{"extends": ["%s"]}\n' % app['pack'])
    out = subprocess.run([archlint, 'lint', app_dir, '--config', config, '--format', 'json'],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit('archlint failed on %s (exit %d): %s' % (app['name'], out.returncode, out.stderr[-2000:]))
    findings = json.loads(out.stdout)['findings']
    prefix = os.path.abspath(app_dir) + '/'
    for f in findings:
        if f['path'].startswith(prefix):
            f['path'] = f['path'][len(prefix):]
    return findings


def init_choice(archlint, app_dir):
    out = subprocess.run([archlint, 'init', app_dir, '--dry-run'], capture_output=True, text=True)
    for line in out.stdout.splitlines():
        if line.startswith('pack: '):
            return line[len('pack: '):].split()[0]
    return '?'



def write_report(path, text):
    """Writes `path` whole or not at all (a temporary file renamed over it) when it is a regular
    file or new; anything else (/dev/null, a pipe) is written in place: a rename would replace
    the device itself with a file."""
    if os.path.exists(path) and not os.path.isfile(path):
        with open(path, 'w') as f:
            f.write(text)
        return
    temporary = os.path.join(os.path.dirname(path) or '.', '.%s.tmp' % os.path.basename(path))
    with open(temporary, 'w') as f:
        f.write(text)
    os.replace(temporary, path)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--archlint', default=os.path.join(ROOT, '.build', 'release', 'archlint'))
    parser.add_argument('--apps', default=os.environ.get('ARCHLINT_REALWORLD_APPS',
                                                         os.path.join(os.path.dirname(ROOT), 'realworld-apps')))
    parser.add_argument('--report', help='write the Markdown report here (default: standard output)')
    parser.add_argument('--untriaged', help='write the untriaged findings here as triage rows to fill in')
    parser.add_argument('--stale', help='write here the triage rows whose finding is no longer reported (to remove)')
    parser.add_argument('--only', help='comma-separated app names')
    args = parser.parse_args()

    apps = read_tsv(os.path.join(HERE, 'apps.tsv'))
    if args.only:
        apps = [a for a in apps if a['name'] in args.only.split(',')]
    by_rule = collections.defaultdict(collections.Counter)
    by_pack = collections.defaultdict(collections.Counter)
    rows, untriaged_rows, missed_rows, stale_rows, allowed_rows = [], [], [], [], []
    present = 0
    for app in apps:
        app_dir = os.path.join(args.apps, app['name'])
        if not os.path.isdir(app_dir):
            print('skip %s: not in %s' % (app['name'], args.apps), file=sys.stderr)
            continue
        present += 1
        findings = lint(args.archlint, app_dir, app)
        verdicts = {(t['path'], t['line'], t['rule']): t for t in read_tsv(os.path.join(HERE, 'triage', app['name'] + '.tsv'))}
        counts = collections.Counter()
        reported = set()
        for f in findings:
            key = (f['path'], str(f['line']), f['rule'])
            reported.add(key)
            verdict = verdicts[key]['verdict'] if key in verdicts else 'untriaged'
            counts[verdict] += 1
            by_rule[f['rule']][verdict] += 1
            by_pack[app['pack']][verdict] += 1
            if verdict == 'untriaged':
                untriaged_rows.append((app['name'], f))
        for key in verdicts:
            if key not in reported:
                stale_rows.append((app['name'], key))
        must = read_tsv(os.path.join(HERE, 'mustfind', app['name'] + '.tsv'))
        # Rows a reader wrote down and then found the pattern allows (`allowed:<rule>`, the reason in
        # `what`): kept for the record, not counted as violations to find.
        allowed_rows.extend((app['name'], m) for m in must if m['rule'].startswith('allowed:'))
        must = [m for m in must if not m['rule'].startswith('allowed:')]
        found = 0
        for m in must:
            if (m['path'], m['line'], m['rule']) in reported:
                found += 1
                by_rule[m['rule']]['must-found'] += 1
                by_pack[app['pack']]['must-found'] += 1
            else:
                missed_rows.append((app['name'], m))
            by_rule[m['rule']]['must'] += 1
            by_pack[app['pack']]['must'] += 1
        chosen = init_choice(args.archlint, app_dir)
        expected = app['pack'] + ('' if app.get('variant', '-') in ('-', '') else ' (%s)' % app['variant'])
        rows.append((app['name'], expected, chosen, len(findings), counts, found, len(must)))

    out = []
    total = collections.Counter()
    for r in rows:
        total.update(r[4])
    n = sum(total.values())
    pct = lambda k: '%.0f%%' % (100.0 * total[k] / n) if n else '-'
    out.append('# archlint on real apps\n')
    out.append('%d apps present of %d listed; %d findings: %s correct, %s wrong, %s debatable, %d untriaged.\n'
               % (present, len(apps), n, pct('correct'), pct('wrong'), pct('debatable'), total['untriaged']))
    out.append('## Per app\n')
    out.append('| app | pack | init chose | findings | correct | wrong | debatable | untriaged | must-find found |')
    out.append('|---|---|---|---|---|---|---|---|---|')
    for name, pack, chosen, count, c, found, must in rows:
        out.append('| %s | %s | %s | %d | %d | %d | %d | %d | %d / %d |' % (name, pack, chosen, count, c['correct'], c['wrong'],
                                                                        c['debatable'], c['untriaged'], found, must))
    for title, table in (('Per pack', by_pack), ('Per rule', by_rule)):
        out.append('\n## %s\n' % title)
        out.append('| %s | correct | wrong | debatable | untriaged | must-find found |' % title.split()[1])
        out.append('|---|---|---|---|---|---|')
        for key in sorted(table):
            c = table[key]
            if sum(c[v] for v in ('correct', 'wrong', 'debatable', 'untriaged')) == 0 and not c['must']:
                continue
            must = '%d / %d' % (c['must-found'], c['must']) if c['must'] else '-'
            out.append('| %s | %d | %d | %d | %d | %s |' % (key, c['correct'], c['wrong'], c['debatable'], c['untriaged'], must))
    if missed_rows:
        out.append('\n## Must-find violations not reported\n')
        for name, m in missed_rows:
            out.append('- %s `%s:%s` %s: %s' % (name, m['path'], m['line'], m['rule'], m['what']))
    if allowed_rows:
        out.append('\n## Must-find rows the pattern allows, on reflection (not counted)\n')
        for name, m in allowed_rows:
            out.append('- %s `%s:%s` %s: %s' % (name, m['path'], m['line'], m['rule'], m['what']))
    text = '\n'.join(out) + '\n'
    if args.report:
        write_report(args.report, text)
    else:
        sys.stdout.write(text)
    if args.untriaged:
        with open(args.untriaged, 'w') as f:
            f.write('app\tpath\tline\trule\tmessage\n')
            for name, fd in untriaged_rows:
                f.write('%s\t%s\t%s\t%s\t%s\n' % (name, fd['path'], fd['line'], fd['rule'], fd['message']))
    if args.stale:
        with open(args.stale, 'w') as f:
            f.write('app\tpath\tline\trule\n')
            for name, key in stale_rows:
                f.write('%s\t%s\t%s\t%s\n' % ((name,) + key))
    print('%d findings, %d untriaged, %d verdicts no longer reported' % (n, total['untriaged'], len(stale_rows)),
          file=sys.stderr)


if __name__ == '__main__':
    main()
