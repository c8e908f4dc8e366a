#!/usr/bin/env python3
"""Checks archlint's source model against the Swift compiler's parser.

    Scripts/compare-with-compiler.py [--archlint BIN] [--jobs N] [--show N] PATH ...

For every .swift file under the PATHs, compares the declarations `archlint dump` reports with
those in `swiftc -dump-parse`: imports, typealiases, top-level functions and variables, types
and extensions (kind, name, line, enclosing types; local ones included), and each type's
properties, methods, initializers and enum cases, by name and line.

The compiler parses only the active branch of an `#if`, archlint every branch: declarations
archlint finds between `#if` and `#endif` that the compiler does not are counted, not failed.
Anything else either side has alone is a mismatch, except in files the compiler reports errors
in, whose differences are listed apart. Exits 1 on a mismatch, 0 otherwise, and 0 with a
message when `swiftc` is not on the PATH.
"""
import argparse, collections, json, os, re, shutil, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

TYPE_KINDS = {'class_decl': 'class', 'struct_decl': 'struct', 'enum_decl': 'enum', 'protocol': 'protocol',
              'extension_decl': 'extension'}
MEMBER_KINDS = {'var_decl': 'property', 'func_decl': 'method', 'constructor_decl': 'init', 'enum_element_decl': 'case'}
NODE = re.compile(r'^( *)\(([a-z_]+)(.*)$')
START = re.compile(r'range=\[[^\]]*?:(\d+):\d+ - [^\]]*\]')
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
# UpperCamel names the parser sees as a type or in an expression.
REFERENCE = re.compile(r'(?:type_(?:unqualified|qualified)_ident id|unresolved_decl_ref_expr type="[^"]*" name'
                       r'|unresolved_member_expr type="[^"]*" name|unresolved_dot_expr type="[^"]*" field)="(_*[A-Z]\w*)"')


def plain(name):
    """A (qualified) name without generic arguments, spaces or backticks; a function's without labels."""
    kept, depth = [], 0
    for character in name.split('(')[0]:
        depth += character == '<'
        if depth == 0 and character not in ' `':
            kept.append(character)
        depth -= character == '>' and depth > 0
    return ''.join(kept)


def compiler_declarations(path):
    """What `swiftc -dump-parse PATH` shows: a set of (what, scope, name, line) declarations, the
    referenced names with a line each, and whether the compiler reported errors. Nesting comes
    from the dump's indentation."""
    dump = subprocess.run(['swiftc', '-dump-parse', path], capture_output=True, text=True, errors='replace')
    found, references = set(), {}
    stack = []  # (indent, node tag, qualified name of a type declaration or None)
    line_number = 0
    attribute_name_at, skipping_below = None, None
    for line in dump.stdout.split('\n'):
        node = NODE.match(line)
        if not node:
            continue
        indent, tag, rest = len(node.group(1)), node.group(2), node.group(3)
        while stack and stack[-1][0] >= indent:
            stack.pop()
        start = START.search(rest)
        line_number = int(start.group(1)) if start else line_number
        # An attribute's name (its node's first child) is not a reference; its arguments are.
        if skipping_below is not None and indent <= skipping_below:
            skipping_below = None
        if attribute_name_at == indent:
            skipping_below = indent
        attribute_name_at = indent + 2 if tag == 'custom_attr' else None
        if skipping_below is None:
            for name in REFERENCE.findall(line):
                references.setdefault(name, line_number)
        after = rest[start.end():] if start else ''
        named = QUOTED.search(after)
        qualified = None
        if start and named:
            name = named.group(1)
            parent = stack[-1] if stack else (0, 'source_file', None)
            direct = parent[0] == indent - 2
            if tag in TYPE_KINDS:
                kind = TYPE_KINDS[tag]
                flags = after.split(f'"{name}"', 1)[-1].split('inherits=')[0]
                if kind == 'class' and re.search(r'\bactor\b', flags):
                    kind = 'actor'
                scope = next((s[2] for s in reversed(stack) if s[2]), '')
                qualified = f'{scope}.{plain(name)}' if scope else plain(name)
                found.add(('type', kind, qualified, line_number))
            elif direct and parent[2] and tag in MEMBER_KINDS:
                found.add((MEMBER_KINDS[tag], parent[2], '' if tag == 'constructor_decl' else plain(name), line_number))
            elif direct and parent[2] and tag == 'typealias':
                found.add(('typealias', parent[2], plain(name), line_number))
            elif indent == 2 and tag in ('var_decl', 'func_decl', 'typealias'):
                what = {'var_decl': 'top-level property', 'func_decl': 'top-level function', 'typealias': 'typealias'}[tag]
                found.add((what, '', plain(name), line_number))
        if start and tag == 'import_decl':
            module = re.search(r'module="([^"]*)"', rest)
            found.add(('import', '', module.group(1) if module else '', line_number))
        stack.append((indent, tag, qualified))
    return found, references, dump.returncode != 0


def archlint_references(model):
    """Every name the model records as referenced in the file."""
    names = set(model['referencedTypes'])
    for t in model['types']:
        names.update(t['referencedTypes'])
    return names


def archlint_declarations(model):
    found = set()
    for i in model['imports']:
        found.add(('import', '', i['module'], i['line']))
    for a in model['typealiases']:
        qualified = plain(a['qualifiedName'])
        found.add(('typealias', qualified.rsplit('.', 1)[0] if '.' in qualified else '', plain(a['name']), a['line']))
    for f in model['topLevelFunctions']:
        found.add(('top-level function', '', plain(f['name']), f['line']))
    for p in model['topLevelProperties']:
        found.add(('top-level property', '', plain(p['name']), p['line']))
    for t in model['types']:
        qualified = plain(t['qualifiedName'])
        found.add(('type', t['kind'], qualified, t['line']))
        for p in t['properties']:
            found.add(('property', qualified, plain(p['name']), p['line']))
        for m in t['methods']:
            found.add(('method', qualified, plain(m['name']), m['line']))
        for i in t['initializers']:
            found.add(('init', qualified, '', i['line']))
        for c in t['cases']:
            found.add(('case', qualified, plain(c['name']), c['line']))
    return found


def describe(declaration):
    what, scope, name, _ = declaration
    if what == 'type':
        return f'{scope} {name}'
    return f'{what} {scope + "." if scope else ""}{name}'


def conditional_lines(path):
    """Lines from each `#if` to its `#endif` (by the text, which is enough to excuse extras)."""
    lines, open_at = set(), []
    with open(path, encoding='utf-8', errors='replace') as file:
        text = file.read().split('\n')
    for number, line in enumerate(text, 1):
        stripped = line.strip()
        if stripped.startswith('#if'):
            open_at.append(number)
        elif stripped.startswith('#endif') and open_at:
            lines.update(range(open_at.pop(), number + 1))
    for start in open_at:
        lines.update(range(start, len(text) + 1))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('paths', nargs='+')
    parser.add_argument('--archlint', default='.build/release/archlint')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--show', type=int, default=20, help='mismatches listed (all are counted)')
    options = parser.parse_args()
    if shutil.which('swiftc') is None:
        print('compare-with-compiler: no swiftc on the PATH; skipped')
        return 0
    files = []
    for path in options.paths:
        if os.path.isfile(path):
            files.append(path)
        for folder, subfolders, names in os.walk(path):
            subfolders[:] = sorted(s for s in subfolders if not s.startswith('.'))
            files += [os.path.join(folder, n) for n in sorted(names) if n.endswith('.swift')]
    models = {}
    for chunk in range(0, len(files), 500):
        dump = subprocess.run([options.archlint, 'dump', *files[chunk:chunk + 500], '--format', 'json', '--compact'],
                              capture_output=True, text=True)
        if dump.returncode not in (0, 1):
            print(f'compare-with-compiler: archlint dump failed (exit {dump.returncode}): {dump.stderr.strip()}')
            return 1
        models.update((m['path'], m) for m in json.loads(dump.stdout)['files'])
    with ThreadPoolExecutor(max_workers=options.jobs) as pool:
        parsed = list(pool.map(compiler_declarations, files))

    counts, mismatches, doubtful = collections.Counter(), [], []
    for path, (theirs, referenced, compiler_errors) in zip(files, parsed):
        counts['files'] += 1
        counts['files the compiler reports errors in'] += compiler_errors
        if path not in models:
            mismatches.append(f'{path}: not in archlint dump')
            continue
        # Where the compiler reports errors, its recovery may invent declarations (a newer
        # `@available(Domain, *)` parses as an operator `*`): differences there are listed only.
        found = doubtful if compiler_errors else mismatches
        ours = archlint_declarations(models[path])
        conditional = conditional_lines(path)
        counts['declarations both find'] += len(ours & theirs)
        for declaration in sorted(theirs - ours, key=lambda d: d[3]):
            found.append(f'{path}:{declaration[3]}: archlint misses {describe(declaration)}')
        # The parse dump leaves out inheritance clauses, parameter types and `where` clauses, so
        # only the names it shows are checked: archlint must have each of them.
        recorded = archlint_references(models[path])
        counts['referenced names both find'] += len(referenced.keys() & recorded)
        for name, line in sorted(referenced.items(), key=lambda item: item[1]):
            if name not in recorded and name not in ('Self', 'Any', 'Type', 'Protocol'):
                found.append(f'{path}:{line}: archlint misses a reference to {name}')
        for declaration in sorted(ours - theirs, key=lambda d: d[3]):
            if declaration[3] in conditional:
                counts['declarations only archlint finds, in #if blocks'] += 1
            else:
                found.append(f'{path}:{declaration[3]}: only archlint finds {describe(declaration)}')
    for key, value in counts.items():
        print(f'{key}: {value}')
    print(f'differences in files the compiler reports errors in: {len(doubtful)}')
    for difference in doubtful[:options.show]:
        print('  ' + difference)
    print(f'mismatches: {len(mismatches)}')
    for mismatch in mismatches[:options.show]:
        print('  ' + mismatch)
    return 1 if mismatches else 0


sys.exit(main())
