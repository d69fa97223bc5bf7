import java.util.*;

public class StackVmProgram {
    enum Op { PUSH, POP, DUP, SWAP, OVER, ADD, SUB, MUL, DIV, MOD, NEG, EQ, LT, GT, JMP, JZ, JNZ, LOAD, STORE, CALL, RET, PRINT, HALT, AND, OR, XOR, SHL, SHR }

    static final class Insn {
        final Op op; final long arg;
        Insn(Op op, long arg) { this.op = op; this.arg = arg; }
        public String toString() {
            switch (op) {
                case PUSH: case JMP: case JZ: case JNZ: case LOAD: case STORE: case CALL: return op + " " + arg;
                default: return op.name();
            }
        }
    }

    static final class VmError extends Exception {
        VmError(String m) { super(m); }
    }

    static final class Assembler {
        final List<Insn> code = new ArrayList<Insn>();
        final Map<String, Integer> labels = new HashMap<String, Integer>();
        final Map<Integer, String> fixups = new TreeMap<Integer, String>();
        Assembler label(String l) { labels.put(l, code.size()); return this; }
        Assembler op(Op o) { code.add(new Insn(o, 0)); return this; }
        Assembler op(Op o, long a) { code.add(new Insn(o, a)); return this; }
        Assembler jump(Op o, String l) { fixups.put(code.size(), l); code.add(new Insn(o, -1)); return this; }
        Insn[] build() {
            for (Map.Entry<Integer, String> f : fixups.entrySet()) {
                Integer target = labels.get(f.getValue());
                if (target == null) throw new IllegalStateException("undefined label " + f.getValue());
                Insn old = code.get(f.getKey());
                code.set(f.getKey(), new Insn(old.op, target));
            }
            return code.toArray(new Insn[0]);
        }
    }

    static final class Machine {
        final long[] stack = new long[256];
        int sp;
        final long[] mem = new long[16];
        final int[] rstack = new int[64];
        int rsp;
        long steps;
        final StringBuilder out = new StringBuilder();

        void push(long v) throws VmError {
            if (sp == stack.length) throw new VmError("stack overflow");
            stack[sp++] = v;
        }
        long pop() throws VmError {
            if (sp == 0) throw new VmError("stack underflow");
            return stack[--sp];
        }
        void run(Insn[] code, long maxSteps) throws VmError {
            int pc = 0;
            while (true) {
                if (pc < 0 || pc >= code.length) throw new VmError("pc out of range: " + pc);
                if (++steps > maxSteps) throw new VmError("step limit");
                Insn in = code[pc++];
                long a, b;
                switch (in.op) {
                    case PUSH: push(in.arg); break;
                    case POP: pop(); break;
                    case DUP: a = pop(); push(a); push(a); break;
                    case SWAP: a = pop(); b = pop(); push(a); push(b); break;
                    case OVER: a = pop(); b = pop(); push(b); push(a); push(b); break;
                    case ADD: b = pop(); a = pop(); push(a + b); break;
                    case SUB: b = pop(); a = pop(); push(a - b); break;
                    case MUL: b = pop(); a = pop(); push(a * b); break;
                    case DIV:
                        b = pop(); a = pop();
                        try { push(a / b); } catch (ArithmeticException e) { throw new VmError("trap: " + e.getMessage()); }
                        break;
                    case MOD: b = pop(); a = pop(); push(a % b); break;
                    case NEG: push(-pop()); break;
                    case EQ: b = pop(); a = pop(); push(a == b ? 1 : 0); break;
                    case LT: b = pop(); a = pop(); push(a < b ? 1 : 0); break;
                    case GT: b = pop(); a = pop(); push(a > b ? 1 : 0); break;
                    case AND: b = pop(); a = pop(); push(a & b); break;
                    case OR: b = pop(); a = pop(); push(a | b); break;
                    case XOR: b = pop(); a = pop(); push(a ^ b); break;
                    case SHL: b = pop(); a = pop(); push(a << b); break;
                    case SHR: b = pop(); a = pop(); push(a >>> b); break;
                    case JMP: pc = (int) in.arg; break;
                    case JZ: if (pop() == 0) pc = (int) in.arg; break;
                    case JNZ: if (pop() != 0) pc = (int) in.arg; break;
                    case LOAD: push(mem[(int) in.arg]); break;
                    case STORE: mem[(int) in.arg] = pop(); break;
                    case CALL:
                        if (rsp == rstack.length) throw new VmError("call depth");
                        rstack[rsp++] = pc; pc = (int) in.arg; break;
                    case RET:
                        if (rsp == 0) throw new VmError("return without call");
                        pc = rstack[--rsp]; break;
                    case PRINT: out.append(pop()).append(' '); break;
                    case HALT: return;
                }
            }
        }
    }

    static Insn[] factorialProgram(int n) {
        Assembler a = new Assembler();
        a.op(Op.PUSH, 1).op(Op.STORE, 0).op(Op.PUSH, 1).op(Op.STORE, 1);
        a.label("loop").op(Op.LOAD, 1).op(Op.PUSH, n + 1).op(Op.LT).jump(Op.JZ, "done");
        a.op(Op.LOAD, 0).op(Op.LOAD, 1).op(Op.MUL).op(Op.DUP).op(Op.PRINT).op(Op.STORE, 0);
        a.op(Op.LOAD, 1).op(Op.PUSH, 1).op(Op.ADD).op(Op.STORE, 1).jump(Op.JMP, "loop");
        a.label("done").op(Op.LOAD, 0).op(Op.HALT);
        return a.build();
    }

    static Insn[] fibRecursive(int n) {
        Assembler a = new Assembler();
        a.op(Op.PUSH, n).jump(Op.CALL, "fib").op(Op.PRINT).op(Op.HALT);
        a.label("fib").op(Op.DUP).op(Op.PUSH, 2).op(Op.LT).jump(Op.JNZ, "base");
        a.op(Op.DUP).op(Op.PUSH, 1).op(Op.SUB).jump(Op.CALL, "fib");
        a.op(Op.SWAP).op(Op.PUSH, 2).op(Op.SUB).jump(Op.CALL, "fib").op(Op.ADD).op(Op.RET);
        a.label("base").op(Op.RET);
        return a.build();
    }

    static Insn[] gcdProgram(long x, long y) {
        Assembler a = new Assembler();
        a.op(Op.PUSH, x).op(Op.PUSH, y);
        a.label("loop").op(Op.DUP).jump(Op.JZ, "end").op(Op.DUP).op(Op.STORE, 2).op(Op.MOD).op(Op.LOAD, 2).op(Op.SWAP).jump(Op.JMP, "loop");
        a.label("end").op(Op.POP).op(Op.PRINT).op(Op.HALT);
        return a.build();
    }

    static Insn[] collatz(long start) {
        Assembler a = new Assembler();
        a.op(Op.PUSH, start).op(Op.STORE, 0).op(Op.PUSH, 0).op(Op.STORE, 1);
        a.label("top").op(Op.LOAD, 0).op(Op.PUSH, 1).op(Op.EQ).jump(Op.JNZ, "out");
        a.op(Op.LOAD, 1).op(Op.PUSH, 1).op(Op.ADD).op(Op.STORE, 1);
        a.op(Op.LOAD, 0).op(Op.PUSH, 1).op(Op.AND).jump(Op.JNZ, "odd");
        a.op(Op.LOAD, 0).op(Op.PUSH, 1).op(Op.SHR).op(Op.STORE, 0).jump(Op.JMP, "top");
        a.label("odd").op(Op.LOAD, 0).op(Op.PUSH, 3).op(Op.MUL).op(Op.PUSH, 1).op(Op.ADD).op(Op.STORE, 0).jump(Op.JMP, "top");
        a.label("out").op(Op.LOAD, 1).op(Op.PRINT).op(Op.HALT);
        return a.build();
    }

    static void runAndReport(String name, Insn[] code, long limit) {
        Machine m = new Machine();
        try {
            m.run(code, limit);
            System.out.println(name + ": ok steps=" + m.steps + " sp=" + m.sp + " out=" + m.out.toString().trim()
                + (m.sp > 0 ? " top=" + m.stack[m.sp - 1] : ""));
        } catch (VmError e) {
            System.out.println(name + ": error '" + e.getMessage() + "' after " + m.steps + " steps, out=" + m.out.toString().trim());
        }
    }

    public static void main(String[] args) {
        Insn[] fact = factorialProgram(20);
        for (int i = 0; i < fact.length; i++) System.out.println(i + ": " + fact[i]);
        runAndReport("fact20", fact, 10000);
        runAndReport("fact25", factorialProgram(25), 10000);
        runAndReport("fib20", fibRecursive(20), 1000000);
        runAndReport("fib30", fibRecursive(30), 100000);
        runAndReport("gcd", gcdProgram(1071, 462), 1000);
        runAndReport("gcd2", gcdProgram(9223372036854775807L, 6700417L * 3), 1000);
        for (long s : new long[] {27, 97, 871, 6171, 837799}) runAndReport("collatz" + s, collatz(s), 100000);
        Assembler bad = new Assembler();
        bad.op(Op.PUSH, 1).op(Op.PUSH, 0).op(Op.DIV).op(Op.HALT);
        runAndReport("div0", bad.build(), 100);
        bad = new Assembler();
        bad.op(Op.ADD);
        runAndReport("underflow", bad.build(), 100);
        bad = new Assembler();
        bad.label("l").op(Op.PUSH, 7).jump(Op.JMP, "l");
        runAndReport("overflow", bad.build(), 10000);
        bad = new Assembler();
        bad.label("r").jump(Op.CALL, "r");
        runAndReport("deep", bad.build(), 10000);
        bad = new Assembler();
        bad.op(Op.PUSH, 5);
        runAndReport("falloff", bad.build(), 100);
        bad = new Assembler();
        bad.op(Op.PUSH, Long.MIN_VALUE).op(Op.PUSH, -1).op(Op.DIV).op(Op.PUSH, Long.MIN_VALUE).op(Op.PUSH, -1).op(Op.MOD)
           .op(Op.PUSH, 1).op(Op.PUSH, 65).op(Op.SHL).op(Op.PUSH, -1).op(Op.PUSH, 60).op(Op.SHR).op(Op.HALT);
        runAndReport("edge", bad.build(), 100);
        try {
            new Assembler().jump(Op.JMP, "nowhere").build();
        } catch (IllegalStateException e) {
            System.out.println("assembler: " + e.getMessage());
        }
    }
}
