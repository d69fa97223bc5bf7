#!/usr/bin/env python3
"""A small class-file assembler for the verifier cases (tests/verify).

usage: casm.py OUT_DIR CASE_FILE...     assemble every case into OUT_DIR
       casm.py --list CASE_FILE...      print "name<TAB>rule" per case

A case file holds cases; each starts with `.case NAME` (NAME is also the
class the driver loads) followed by `.rule TEXT` (the JVMS 4.10 rule it
breaks) and one or more classes:

    .class [FLAGS] NAME          flags default to "public super"
    .version MAJOR [MINOR]       default 52
    .super NAME                  default java/lang/Object ("none": index 0)
    .implements NAME
    .field FLAGS NAME DESC
    .method FLAGS NAME DESC
    .limit stack N | .limit locals N   (default: 10 / from the descriptor)
    .throws NAME                 an Exceptions attribute entry
    .catch TYPE from A to B using H    TYPE "all" is catch-any; A/B/H labels
    .frame AT KIND ...           a StackMapTable entry (see below)
    .stackmap_count N            write N as the entry count
    .stackmap_raw HEX            the attribute body as given
    .nocode                      no Code attribute even with instructions
    .code                        a Code attribute even for abstract/native
    LABEL:                       a label (may prefix an instruction)
    OPCODE OPERANDS              an instruction
    .bytes HEX...                raw bytes in the code
    .end                         ends a method

Verification types in frames: top int float long double null this
(uninitializedThis), uninit(LABEL) (uninitialized, offset of the `new`),
a class name or array descriptor ([I, [Ljava/lang/String;), or obj#N (an
Object type with the raw constant pool index N). Frame kinds:
`same`, `same1 T`, `chop N`, `append T...`, `full [T...] [T...]`. AT is a
label, LABEL+N, or @N (an absolute offset). Deltas are computed in the
order the frames are listed, so out-of-order frames can be written.

Operands: a branch takes a label, LABEL+N / LABEL-N, or a plain number (the
raw relative offset). Constant pool operands: `ldc 5`, `ldc 1.5f`,
`ldc "text"`, `ldc class java/lang/String`, `ldc2_w 5L`, `ldc2_w 2.0d`;
field and method refs as `OWNER NAME DESC`, where a leading `fieldref`,
`methodref` or `iface` (InterfaceMethodref) sets the entry's kind, whatever
the instruction (`ldc methodref A m ()V`); classes by name; `#N` is a raw
index anywhere.
`tableswitch LOW DEFAULT L...`, `lookupswitch DEFAULT KEY:L...`,
`newarray int`, `multianewarray [[I 2`, `invokeinterface OWNER NAME DESC
COUNT`, `iinc N D`, `wide iload N` / `wide iinc N D`.
"""
import os
import re
import struct
import sys

OPCODES = """nop aconst_null iconst_m1 iconst_0 iconst_1 iconst_2 iconst_3 iconst_4
iconst_5 lconst_0 lconst_1 fconst_0 fconst_1 fconst_2 dconst_0 dconst_1 bipush
sipush ldc ldc_w ldc2_w iload lload fload dload aload iload_0 iload_1 iload_2
iload_3 lload_0 lload_1 lload_2 lload_3 fload_0 fload_1 fload_2 fload_3 dload_0
dload_1 dload_2 dload_3 aload_0 aload_1 aload_2 aload_3 iaload laload faload
daload aaload baload caload saload istore lstore fstore dstore astore istore_0
istore_1 istore_2 istore_3 lstore_0 lstore_1 lstore_2 lstore_3 fstore_0
fstore_1 fstore_2 fstore_3 dstore_0 dstore_1 dstore_2 dstore_3 astore_0
astore_1 astore_2 astore_3 iastore lastore fastore dastore aastore bastore
castore sastore pop pop2 dup dup_x1 dup_x2 dup2 dup2_x1 dup2_x2 swap iadd ladd
fadd dadd isub lsub fsub dsub imul lmul fmul dmul idiv ldiv fdiv ddiv irem lrem
frem drem ineg lneg fneg dneg ishl lshl ishr lshr iushr lushr iand land ior lor
ixor lxor iinc i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s lcmp
fcmpl fcmpg dcmpl dcmpg ifeq ifne iflt ifge ifgt ifle if_icmpeq if_icmpne
if_icmplt if_icmpge if_icmpgt if_icmple if_acmpeq if_acmpne goto jsr ret
tableswitch lookupswitch ireturn lreturn freturn dreturn areturn return
getstatic putstatic getfield putfield invokevirtual invokespecial invokestatic
invokeinterface invokedynamic new newarray anewarray arraylength athrow
checkcast instanceof monitorenter monitorexit wide multianewarray ifnull
ifnonnull goto_w jsr_w""".split()
OPS = {name: code for code, name in enumerate(OPCODES)}
assert OPS['jsr_w'] == 0xc9

LOCAL_OPS = {'iload', 'lload', 'fload', 'dload', 'aload', 'istore', 'lstore',
             'fstore', 'dstore', 'astore', 'ret'}
BRANCH_OPS = {n for n in OPCODES if n.startswith('if')} | {'goto', 'jsr'}
FIELD_OPS = {'getstatic', 'putstatic', 'getfield', 'putfield'}
METHOD_OPS = {'invokevirtual', 'invokespecial', 'invokestatic'}
CLASS_OPS = {'new', 'anewarray', 'checkcast', 'instanceof'}
ARRAY_TYPES = {'boolean': 4, 'char': 5, 'float': 6, 'double': 7, 'byte': 8,
               'short': 9, 'int': 10, 'long': 11}
ACCESS = {'public': 0x1, 'private': 0x2, 'protected': 0x4, 'static': 0x8,
          'final': 0x10, 'super': 0x20, 'synchronized': 0x20, 'volatile': 0x40,
          'bridge': 0x40, 'transient': 0x80, 'varargs': 0x80, 'native': 0x100,
          'interface': 0x200, 'abstract': 0x400, 'strict': 0x800,
          'synthetic': 0x1000, 'annotation': 0x2000, 'enum': 0x4000}


class AsmError(Exception):
    pass


def u1(v): return struct.pack('>B', v & 0xff)
def u2(v): return struct.pack('>H', v & 0xffff)
def u4(v): return struct.pack('>I', v & 0xffffffff)


class Pool:
    """The constant pool; equal entries are shared."""

    def __init__(self):
        self.entries = []       # encoded entries, index i+1
        self.index = {}
        self.count = 1

    def _add(self, key, data, slots=1):
        if key not in self.index:
            self.index[key] = self.count
            self.entries.append(data)
            self.count += slots
        return self.index[key]

    def utf8(self, s):
        b = s.encode('utf-8')
        return self._add(('utf8', s), u1(1) + u2(len(b)) + b)

    def klass(self, name):
        if name.startswith('#'):
            return int(name[1:])
        return self._add(('class', name), u1(7) + u2(self.utf8(name)))

    def string(self, s):
        return self._add(('string', s), u1(8) + u2(self.utf8(s)))

    def integer(self, v):
        return self._add(('int', v), u1(3) + struct.pack('>i', v))

    def float(self, v):
        return self._add(('float', v), u1(4) + struct.pack('>f', v))

    def long(self, v):
        return self._add(('long', v), u1(5) + struct.pack('>q', v), 2)

    def double(self, v):
        return self._add(('double', v), u1(6) + struct.pack('>d', v), 2)

    def nat(self, name, desc):
        return self._add(('nat', name, desc),
                         u1(12) + u2(self.utf8(name)) + u2(self.utf8(desc)))

    def member(self, tag, owner, name, desc):
        return self._add(('ref', tag, owner, name, desc),
                         u1(tag) + u2(self.klass(owner)) + u2(self.nat(name, desc)))

    def encode(self):
        return u2(self.count) + b''.join(self.entries)


def parse_access(words):
    flags = 0
    for w in words:
        if w.startswith('0x'):
            flags |= int(w, 16)
        elif w in ACCESS:
            flags |= ACCESS[w]
        else:
            raise AsmError('unknown access flag %r' % w)
    return flags


def desc_slots(desc):
    """Argument slots of a method descriptor."""
    args = re.findall(r'\[*(?:L[^;]*;|.)', desc[1:desc.index(')')])
    return sum(2 if a in ('J', 'D') else 1 for a in args)


def tokenize(line):
    """Words, keeping "quoted strings" and [bracketed lists] whole."""
    return re.findall(r'"(?:[^"\\]|\\.)*"|\[[^\]]*\](?![A-Za-z;/\[])|\S+', line)


class Method:
    def __init__(self, cls, flags, name, desc):
        self.cls, self.flags, self.name, self.desc = cls, flags, name, desc
        self.items = []         # (kind, ...) in code order
        self.labels = {}
        self.catches = []
        self.frames = []
        self.throws = []
        self.max_stack = None
        self.max_locals = None
        self.stackmap_count = None
        self.stackmap_raw = None
        self.force_code = None

    # ---- first pass: sizes and label offsets
    def layout(self):
        pc = 0
        self.offsets = []
        for item in self.items:
            if item[0] == 'label':
                self.labels[item[1]] = pc
            self.offsets.append(pc)
            pc += self.size(item, pc)
        self.code_length = pc

    def size(self, item, pc):
        kind = item[0]
        if kind == 'label':
            return 0
        if kind == 'bytes':
            return len(item[1])
        op, args = item[1], item[2]
        if op == 'wide':
            return 6 if args[0] == 'iinc' else 4
        if op in ('tableswitch', 'lookupswitch'):
            pad = (3 - pc % 4)
            if op == 'tableswitch':
                return 1 + pad + 12 + 4 * len(args[2:])
            return 1 + pad + 8 + 8 * len(args[1:])
        return 1 + operand_size(op)

    def target(self, ref, pc=None):
        """An absolute offset (pc None) or offset relative to pc."""
        m = re.fullmatch(r'([A-Za-z_]\w*)([+-]\d+)?', ref)
        if m:
            if m.group(1) not in self.labels:
                raise AsmError('undefined label %r' % m.group(1))
            off = self.labels[m.group(1)] + int(m.group(2) or 0)
            return off if pc is None else off - pc
        if ref.startswith('@'):
            off = int(ref[1:])
            return off if pc is None else off - pc
        val = int(ref, 0)
        return val if pc is None else val

    # ---- second pass: bytes
    def code(self, pool):
        out = bytearray()
        for item, pc in zip(self.items, self.offsets):
            if item[0] == 'label':
                continue
            if item[0] == 'bytes':
                out += item[1]
                continue
            out += self.encode(item[1], item[2], pc, pool)
        assert len(out) == self.code_length
        return bytes(out)

    def encode(self, op, args, pc, pool):
        b = bytearray(u1(OPS[op]))
        need = {'bipush': 1, 'sipush': 1, 'newarray': 1, 'iinc': 2,
                'multianewarray': 2, 'invokeinterface': 4}
        if op in need and len(args) < need[op]:
            raise AsmError('%s needs %d operands' % (op, need[op]))
        if op in LOCAL_OPS:
            b += u1(int(args[0]))
        elif op == 'bipush':
            b += struct.pack('>b', int(args[0]))
        elif op == 'sipush':
            b += struct.pack('>h', int(args[0]))
        elif op == 'iinc':
            b += u1(int(args[0])) + struct.pack('>b', int(args[1]))
        elif op in BRANCH_OPS:
            b += struct.pack('>h', self.target(args[0], pc))
        elif op in ('goto_w', 'jsr_w'):
            b += struct.pack('>i', self.target(args[0], pc))
        elif op == 'ldc':
            b += u1(constant(pool, args))
        elif op in ('ldc_w', 'ldc2_w'):
            b += u2(constant(pool, args))
        elif op in FIELD_OPS:
            b += u2(ref(pool, 9, args))
        elif op in METHOD_OPS:
            b += u2(ref(pool, 10, args))
        elif op == 'invokeinterface':
            b += u2(ref(pool, 11, args[:3])) + u1(int(args[3], 0))
            b += u1(int(args[4], 0) if len(args) > 4 else 0)
        elif op in CLASS_OPS:
            b += u2(pool.klass(args[0]))
        elif op == 'newarray':
            b += u1(ARRAY_TYPES[args[0]] if args[0] in ARRAY_TYPES else int(args[0], 0))
        elif op == 'multianewarray':
            b += u2(pool.klass(args[0])) + u1(int(args[1]))
        elif op == 'invokedynamic':
            b += u2(int(args[0].lstrip('#'))) + u2(0)
        elif op == 'wide':
            inner = args[0]
            b += u1(OPS[inner]) + u2(int(args[1]))
            if inner == 'iinc':
                b += struct.pack('>h', int(args[2]))
        elif op == 'tableswitch':
            b += bytes(3 - pc % 4)
            low = int(args[0])
            targets = args[2:]
            b += struct.pack('>iii', self.target(args[1], pc), low, low + len(targets) - 1)
            for t in targets:
                b += struct.pack('>i', self.target(t, pc))
        elif op == 'lookupswitch':
            b += bytes(3 - pc % 4)
            pairs = [a.split(':') for a in args[1:]]
            b += struct.pack('>ii', self.target(args[0], pc), len(pairs))
            for key, t in pairs:
                b += struct.pack('>ii', int(key), self.target(t, pc))
        elif args:
            raise AsmError('%s takes no operands' % op)
        return bytes(b)

    def stackmap(self, pool):
        if self.stackmap_raw is not None:
            return self.stackmap_raw
        body = bytearray()
        prev = -1
        for at, kind, rest in self.frames:
            off = self.target(at)
            delta = off - prev - 1
            prev = off
            body += frame_bytes(self, pool, delta, kind, rest)
        count = len(self.frames) if self.stackmap_count is None else self.stackmap_count
        return u2(count) + bytes(body)

    def encode_method(self, pool):
        self.layout()
        out = u2(self.flags) + u2(pool.utf8(self.name)) + u2(pool.utf8(self.desc))
        attrs = []
        has_code = bool(self.items) or self.max_stack is not None
        if not (self.flags & (ACCESS['abstract'] | ACCESS['native'])):
            has_code = True
        if self.force_code is not None:
            has_code = self.force_code
        if has_code:
            code = self.code(pool)
            sub = []
            if self.frames or self.stackmap_raw is not None or self.stackmap_count is not None:
                sub.append(attribute(pool, 'StackMapTable', self.stackmap(pool)))
            locals_ = self.max_locals
            if locals_ is None:
                locals_ = desc_slots(self.desc) + (0 if self.flags & ACCESS['static'] else 1)
            body = u2(10 if self.max_stack is None else self.max_stack) + u2(locals_)
            body += u4(len(code)) + code + u2(len(self.catches))
            for typ, start, end, handler in self.catches:
                body += u2(self.target(start)) + u2(self.target(end)) + u2(self.target(handler))
                body += u2(0 if typ == 'all' else pool.klass(typ))
            body += u2(len(sub)) + b''.join(sub)
            attrs.append(attribute(pool, 'Code', body))
        if self.throws:
            attrs.append(attribute(pool, 'Exceptions', u2(len(self.throws)) +
                                   b''.join(u2(pool.klass(t)) for t in self.throws)))
        return out + u2(len(attrs)) + b''.join(attrs)


def operand_size(op):
    if op in LOCAL_OPS or op in ('bipush', 'ldc', 'newarray'):
        return 1
    if op in BRANCH_OPS or op in FIELD_OPS or op in METHOD_OPS or op in CLASS_OPS \
            or op in ('sipush', 'iinc', 'ldc_w', 'ldc2_w'):
        return 2
    if op == 'multianewarray':
        return 3
    if op in ('invokeinterface', 'invokedynamic', 'goto_w', 'jsr_w'):
        return 4
    return 0


def attribute(pool, name, body):
    return u2(pool.utf8(name)) + u4(len(body)) + body


def constant(pool, args):
    a = args[0]
    if a.startswith('#'):
        return int(a[1:])
    if a == 'class':
        return pool.klass(args[1])
    if a in REF_TAGS:
        return ref(pool, 0, args)
    if a.startswith('"'):
        return pool.string(bytes(a[1:-1], 'utf-8').decode('unicode_escape'))
    if a.endswith('L'):
        return pool.long(int(a[:-1]))
    if a.endswith('d'):
        return pool.double(float(a[:-1]))
    if a.endswith('f'):
        return pool.float(float(a[:-1]))
    return pool.integer(int(a, 0))


REF_TAGS = {'fieldref': 9, 'methodref': 10, 'iface': 11}


def ref(pool, tag, args):
    if args[0].startswith('#'):
        return int(args[0][1:])
    if args[0] in REF_TAGS:
        tag, args = REF_TAGS[args[0]], args[1:]
    if len(args) < 3:
        raise AsmError('a member reference needs OWNER NAME DESC')
    return pool.member(tag, args[0], args[1], args[2])


def vtype(method, pool, t):
    simple = {'top': 0, 'int': 1, 'float': 2, 'double': 3, 'long': 4,
              'null': 5, 'this': 6}
    if t in simple:
        return u1(simple[t])
    m = re.fullmatch(r'uninit\((.+)\)', t)
    if m:
        return u1(8) + u2(method.target(m.group(1)))
    if t.startswith('obj#'):
        return u1(7) + u2(int(t[4:]))
    if t.startswith('tag#'):
        return u1(int(t[4:]))
    return u1(7) + u2(pool.klass(t))


def vlist(method, pool, text):
    if not (text.startswith('[') and text.endswith(']')):
        raise AsmError('expected a [list] of types, got %r' % text)
    items = text[1:-1].replace(',', ' ').split()
    return len(items), b''.join(vtype(method, pool, t) for t in items)


def frame_bytes(method, pool, delta, kind, rest):
    delta &= 0xffff
    if kind == 'same':
        return u1(delta) if delta < 64 else u1(251) + u2(delta)
    if kind == 'same1':
        t = vtype(method, pool, rest[0])
        return (u1(64 + delta) if delta < 64 else u1(247) + u2(delta)) + t
    if kind == 'chop':
        return u1(251 - int(rest[0])) + u2(delta)
    if kind == 'append':
        return u1(251 + len(rest)) + u2(delta) + b''.join(vtype(method, pool, t) for t in rest)
    if kind == 'full':
        nl, locs = vlist(method, pool, rest[0])
        ns, stk = vlist(method, pool, rest[1] if len(rest) > 1 else '[]')
        return u1(255) + u2(delta) + u2(nl) + locs + u2(ns) + stk
    raise AsmError('unknown frame kind %r' % kind)


class ClassDef:
    def __init__(self, flags, name):
        self.flags, self.name = flags, name
        self.major, self.minor = 52, 0
        self.super = 'java/lang/Object'
        self.interfaces, self.fields, self.methods = [], [], []

    def encode(self):
        pool = Pool()
        this = pool.klass(self.name)
        sup = 0 if self.super == 'none' else pool.klass(self.super)
        ifaces = [pool.klass(i) for i in self.interfaces]
        fields = [u2(f) + u2(pool.utf8(n)) + u2(pool.utf8(d)) + u2(0)
                  for f, n, d in self.fields]
        methods = [m.encode_method(pool) for m in self.methods]
        body = u2(self.flags) + u2(this) + u2(sup) + u2(len(ifaces))
        body += b''.join(u2(i) for i in ifaces)
        body += u2(len(fields)) + b''.join(fields)
        body += u2(len(methods)) + b''.join(methods) + u2(0)
        return u4(0xCAFEBABE) + u2(self.minor) + u2(self.major) + pool.encode() + body


class Case:
    def __init__(self, name, where):
        self.name, self.where = name, where
        self.rule = None
        self.classes = []


def parse(path):
    cases = []
    case = cls = method = None
    with open(path, encoding='utf-8') as f:
        lines = f.readlines()
    for lineno, raw in enumerate(lines, 1):
        line = raw.split(';;')[0].strip()
        if not line or line.startswith('#'):
            continue
        where = '%s:%d' % (path, lineno)
        try:
            words = tokenize(line)
            d = words[0]
            if d == '.case':
                case = Case(words[1], where)
                cases.append(case)
                cls = method = None
            elif case is None:
                raise AsmError('%s outside a .case' % d)
            elif d == '.rule':
                case.rule = line[len('.rule'):].strip()
            elif d == '.class':
                cls = ClassDef(parse_access(words[1:-1] or ['public', 'super']), words[-1])
                case.classes.append(cls)
                method = None
            elif cls is None:
                raise AsmError('%s outside a .class' % d)
            elif d == '.version':
                cls.major = int(words[1])
                cls.minor = int(words[2]) if len(words) > 2 else 0
            elif d == '.super':
                cls.super = words[1]
            elif d == '.implements':
                cls.interfaces.append(words[1])
            elif d == '.field':
                cls.fields.append((parse_access(words[1:-2]), words[-2], words[-1]))
            elif d == '.method':
                method = Method(cls, parse_access(words[1:-2]), words[-2], words[-1])
                cls.methods.append(method)
            elif method is None:
                raise AsmError('%s outside a .method' % d)
            elif d == '.end':
                method = None
            elif d == '.limit':
                setattr(method, 'max_' + words[1], int(words[2]))
            elif d == '.throws':
                method.throws.append(words[1])
            elif d == '.catch':
                # .catch TYPE from A to B using H
                method.catches.append((words[1], words[3], words[5], words[7]))
            elif d == '.frame':
                method.frames.append((words[1], words[2], words[3:]))
            elif d == '.stackmap_count':
                method.stackmap_count = int(words[1])
            elif d == '.stackmap_raw':
                method.stackmap_raw = bytes.fromhex(''.join(words[1:]))
            elif d == '.nocode':
                method.force_code = False
            elif d == '.code':
                method.force_code = True
            elif d == '.bytes':
                method.items.append(('bytes', bytes.fromhex(''.join(words[1:]))))
            else:
                while words and words[0].endswith(':'):
                    method.items.append(('label', words[0][:-1]))
                    words = words[1:]
                if words:
                    if words[0] not in OPS:
                        raise AsmError('unknown instruction %r' % words[0])
                    method.items.append(('insn', words[0], words[1:]))
        except (AsmError, ValueError, IndexError, KeyError) as e:
            raise AsmError('%s: %s' % (where, e)) from None
    return cases


def main(argv):
    if len(argv) >= 2 and argv[1] == '--list':
        for path in argv[2:]:
            for c in parse(path):
                print('%s\t%s' % (c.name, c.rule or ''))
        return 0
    if len(argv) < 3:
        sys.stderr.write(__doc__)
        return 2
    out = argv[1]
    seen = {}
    for path in argv[2:]:
        for c in parse(path):
            if c.name in seen:
                raise AsmError('%s: case %s already defined at %s' % (c.where, c.name, seen[c.name]))
            seen[c.name] = c.where
            if not c.rule:
                raise AsmError('%s: case %s has no .rule' % (c.where, c.name))
            for cls in c.classes:
                try:
                    data = cls.encode()
                except (AsmError, ValueError, KeyError, struct.error) as e:
                    raise AsmError('%s: case %s: %s' % (c.where, c.name, e)) from None
                dest = os.path.join(out, cls.name + '.class')
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with open(dest, 'wb') as f:
                    f.write(data)
            print(c.name)
    return 0


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv))
    except AsmError as e:
        sys.stderr.write('casm: %s\n' % e)
        sys.exit(1)
