import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

public class MiniInterpreter {
    // A tiny stack machine: programs are lines of space-separated tokens.
    static final int PUSH = 0, ADD = 1, SUB = 2, MUL = 3, DIV = 4, DUP = 5, SWAP = 6, JZ = 7, JMP = 8, PRINT = 9,
        LOAD = 10, STORE = 11, LT = 12, HALT = 13, POP = 14, MOD = 15;

    static int[] assemble(String src, Map<String, Integer> vars) {
        String[] toks = src.trim().split(" ");
        int[] code = new int[toks.length * 2];
        int n = 0;
        Map<String, Integer> labels = new HashMap<>();
        int pc = 0;
        for (String t : toks) {
            if (t.endsWith(":")) labels.put(t.substring(0, t.length() - 1), pc);
            else if (t.equals("push") || t.equals("jz") || t.equals("jmp") || t.equals("load") || t.equals("store")) pc += 2;
            else if (!t.isEmpty() && !Character.isDigit(t.charAt(0)) && t.charAt(0) != '-' && t.charAt(0) != '@' && t.charAt(0) != '$') pc += 1;
        }
        for (int i = 0; i < toks.length; i++) {
            String t = toks[i];
            if (t.isEmpty() || t.endsWith(":")) continue;
            switch (t) {
                case "push": code[n++] = PUSH; code[n++] = Integer.parseInt(toks[++i]); break;
                case "add": code[n++] = ADD; break;
                case "sub": code[n++] = SUB; break;
                case "mul": code[n++] = MUL; break;
                case "div": code[n++] = DIV; break;
                case "mod": code[n++] = MOD; break;
                case "dup": code[n++] = DUP; break;
                case "swap": code[n++] = SWAP; break;
                case "pop": code[n++] = POP; break;
                case "lt": code[n++] = LT; break;
                case "print": code[n++] = PRINT; break;
                case "halt": code[n++] = HALT; break;
                case "jz": code[n++] = JZ; code[n++] = labels.get(toks[++i].substring(1)); break;
                case "jmp": code[n++] = JMP; code[n++] = labels.get(toks[++i].substring(1)); break;
                case "load": case "store": {
                    code[n++] = t.equals("load") ? LOAD : STORE;
                    String v = toks[++i].substring(1);
                    Integer slot = vars.get(v);
                    if (slot == null) { slot = vars.size(); vars.put(v, slot); }
                    code[n++] = slot;
                    break;
                }
                default: throw new IllegalArgumentException("bad token " + t);
            }
        }
        int[] out = new int[n];
        System.arraycopy(code, 0, out, 0, n);
        return out;
    }

    static String run(int[] code, int maxSteps) {
        Deque<Integer> st = new ArrayDeque<>();
        int[] vars = new int[16];
        StringBuilder out = new StringBuilder();
        int pc = 0, steps = 0;
        while (pc < code.length && steps++ < maxSteps) {
            int op = code[pc++];
            switch (op) {
                case PUSH: st.push(code[pc++]); break;
                case ADD: st.push(st.pop() + st.pop()); break;
                case SUB: { int b = st.pop(), a = st.pop(); st.push(a - b); break; }
                case MUL: st.push(st.pop() * st.pop()); break;
                case DIV: { int b = st.pop(), a = st.pop(); st.push(a / b); break; }
                case MOD: { int b = st.pop(), a = st.pop(); st.push(a % b); break; }
                case DUP: st.push(st.peek()); break;
                case SWAP: { int b = st.pop(), a = st.pop(); st.push(b); st.push(a); break; }
                case POP: st.pop(); break;
                case LT: { int b = st.pop(), a = st.pop(); st.push(a < b ? 1 : 0); break; }
                case JZ: { int target = code[pc++]; if (st.pop() == 0) pc = target; break; }
                case JMP: pc = code[pc]; break;
                case LOAD: st.push(vars[code[pc++]]); break;
                case STORE: vars[code[pc++]] = st.pop(); break;
                case PRINT: out.append(st.pop()).append(' '); break;
                case HALT: return out + "(halt after " + steps + " steps)";
                default: throw new IllegalStateException("bad opcode " + op);
            }
        }
        return out + "(" + steps + " steps, stack depth " + st.size() + ", top " + st.peek() + ")";
    }

    public static void main(String[] args) {
        String[] programs = {
            "push 2 push 3 add push 4 mul print",
            "push 10 store $i loop: load $i jz @end load $i print load $i push 1 sub store $i jmp @loop end: halt",
            "push 0 store $a push 1 store $b push 0 store $n top: load $n push 20 lt jz @done load $a print load $a load $b add load $b store $a store $b load $n push 1 add store $n jmp @top done: halt",
            "push 2 store $p outer: load $p push 60 lt jz @fin push 2 store $d inner: load $p load $d load $d mul lt jz @check jmp @prime check: load $p load $d mod jz @next load $d push 1 add store $d jmp @inner prime: load $p print next: load $p push 1 add store $p jmp @outer fin: halt",
            "push 7 push 0 div print",
            "push 1 spin: dup add dup jmp @spin",
        };
        for (String p : programs) {
            try {
                int[] code = assemble(p, new HashMap<String, Integer>());
                System.out.println("code size " + code.length + ": " + run(code, 5000));
            } catch (ArithmeticException e) {
                System.out.println("runtime error: " + e.getMessage());
            }
        }
        try {
            assemble("push 1 frobnicate", new HashMap<String, Integer>());
        } catch (IllegalArgumentException e) {
            System.out.println("assembler: " + e.getMessage());
        }
    }
}
