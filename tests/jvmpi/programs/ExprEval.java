import java.util.*;

public class ExprEval {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, END }

    static final class Token {
        final Kind kind; final String text; final int pos;
        Token(Kind kind, String text, int pos) { this.kind = kind; this.text = text; this.pos = pos; }
        public String toString() { return kind + (text.isEmpty() ? "" : "(" + text + ")") + "@" + pos; }
    }

    static List<Token> tokenize(String src) {
        List<Token> out = new ArrayList<Token>();
        int i = 0;
        while (i < src.length()) {
            char c = src.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            int start = i;
            if (Character.isDigit(c) || c == '.') {
                while (i < src.length() && (Character.isDigit(src.charAt(i)) || src.charAt(i) == '.')) i++;
                out.add(new Token(Kind.NUM, src.substring(start, i), start));
            } else if (Character.isLetter(c) || c == '_') {
                while (i < src.length() && (Character.isLetterOrDigit(src.charAt(i)) || src.charAt(i) == '_')) i++;
                out.add(new Token(Kind.IDENT, src.substring(start, i), start));
            } else if (c == '(') { out.add(new Token(Kind.LPAREN, "", i++)); }
            else if (c == ')') { out.add(new Token(Kind.RPAREN, "", i++)); }
            else if (c == ',') { out.add(new Token(Kind.COMMA, "", i++)); }
            else if ("+-*/%^<>=!&|".indexOf(c) >= 0) {
                i++;
                if (i < src.length()) {
                    String two = src.substring(start, i + 1);
                    if (two.equals("<=") || two.equals(">=") || two.equals("==") || two.equals("!=")
                            || two.equals("&&") || two.equals("||")) i++;
                }
                out.add(new Token(Kind.OP, src.substring(start, i), start));
            } else throw new IllegalArgumentException("bad char '" + c + "' at " + i);
        }
        out.add(new Token(Kind.END, "", src.length()));
        return out;
    }

    static abstract class Node {
        abstract double eval(Map<String, Double> env);
        abstract String show();
    }
    static final class Num extends Node {
        final double v; Num(double v) { this.v = v; }
        double eval(Map<String, Double> env) { return v; }
        String show() { return Double.toString(v); }
    }
    static final class Var extends Node {
        final String name; Var(String n) { name = n; }
        double eval(Map<String, Double> env) {
            Double d = env.get(name);
            if (d == null) throw new NoSuchElementException("unbound " + name);
            return d;
        }
        String show() { return name; }
    }
    static final class Bin extends Node {
        final String op; final Node l, r;
        Bin(String op, Node l, Node r) { this.op = op; this.l = l; this.r = r; }
        double eval(Map<String, Double> env) {
            double a = l.eval(env);
            if (op.equals("&&")) return a != 0 ? (r.eval(env) != 0 ? 1 : 0) : 0;
            if (op.equals("||")) return a != 0 ? 1 : (r.eval(env) != 0 ? 1 : 0);
            double b = r.eval(env);
            switch (op) {
                case "+": return a + b;
                case "-": return a - b;
                case "*": return a * b;
                case "/": return a / b;
                case "%": return a % b;
                case "^": return Math.pow(a, b);
                case "<": return a < b ? 1 : 0;
                case ">": return a > b ? 1 : 0;
                case "<=": return a <= b ? 1 : 0;
                case ">=": return a >= b ? 1 : 0;
                case "==": return a == b ? 1 : 0;
                case "!=": return a != b ? 1 : 0;
                default: throw new IllegalStateException(op);
            }
        }
        String show() { return "(" + l.show() + " " + op + " " + r.show() + ")"; }
    }
    static final class Neg extends Node {
        final Node e; final boolean not; Neg(Node e, boolean not) { this.e = e; this.not = not; }
        double eval(Map<String, Double> env) { double v = e.eval(env); return not ? (v == 0 ? 1 : 0) : -v; }
        String show() { return (not ? "!" : "-") + e.show(); }
    }
    static final class Call extends Node {
        final String fn; final List<Node> args;
        Call(String fn, List<Node> args) { this.fn = fn; this.args = args; }
        double eval(Map<String, Double> env) {
            double[] a = new double[args.size()];
            for (int i = 0; i < a.length; i++) a[i] = args.get(i).eval(env);
            if (fn.equals("sqrt") && a.length == 1) return Math.sqrt(a[0]);
            if (fn.equals("abs") && a.length == 1) return Math.abs(a[0]);
            if (fn.equals("floor") && a.length == 1) return Math.floor(a[0]);
            if (fn.equals("max") && a.length >= 1) { double m = a[0]; for (double x : a) m = Math.max(m, x); return m; }
            if (fn.equals("min") && a.length >= 1) { double m = a[0]; for (double x : a) m = Math.min(m, x); return m; }
            if (fn.equals("hypot") && a.length == 2) return Math.sqrt(a[0] * a[0] + a[1] * a[1]);
            throw new IllegalArgumentException("unknown function " + fn + "/" + a.length);
        }
        String show() {
            StringBuilder sb = new StringBuilder(fn).append('(');
            for (int i = 0; i < args.size(); i++) { if (i > 0) sb.append(", "); sb.append(args.get(i).show()); }
            return sb.append(')').toString();
        }
    }

    static final class Parser {
        final List<Token> toks; int p;
        Parser(List<Token> toks) { this.toks = toks; }
        static final String[][] LEVELS = {
            {"||"}, {"&&"}, {"==", "!="}, {"<", ">", "<=", ">="}, {"+", "-"}, {"*", "/", "%"}
        };
        Token peek() { return toks.get(p); }
        Token next() { return toks.get(p++); }
        Node parseAll() {
            Node n = binary(0);
            if (peek().kind != Kind.END) throw new IllegalArgumentException("unexpected " + peek());
            return n;
        }
        Node binary(int level) {
            if (level == LEVELS.length) return power();
            Node left = binary(level + 1);
            outer:
            while (true) {
                Token t = peek();
                if (t.kind != Kind.OP) break;
                for (String op : LEVELS[level]) {
                    if (op.equals(t.text)) {
                        next();
                        left = new Bin(op, left, binary(level + 1));
                        continue outer;
                    }
                }
                break;
            }
            return left;
        }
        Node power() {
            Node base = unary();
            if (peek().kind == Kind.OP && peek().text.equals("^")) {
                next();
                return new Bin("^", base, power());
            }
            return base;
        }
        Node unary() {
            Token t = peek();
            if (t.kind == Kind.OP && (t.text.equals("-") || t.text.equals("!"))) {
                next();
                return new Neg(unary(), t.text.equals("!"));
            }
            return primary();
        }
        Node primary() {
            Token t = next();
            switch (t.kind) {
                case NUM: return new Num(Double.parseDouble(t.text));
                case IDENT:
                    if (peek().kind == Kind.LPAREN) {
                        next();
                        List<Node> args = new ArrayList<Node>();
                        if (peek().kind != Kind.RPAREN) {
                            do { args.add(binary(0)); } while (peek().kind == Kind.COMMA && next() != null);
                        }
                        if (next().kind != Kind.RPAREN) throw new IllegalArgumentException("expected ) in call");
                        return new Call(t.text, args);
                    }
                    return new Var(t.text);
                case LPAREN:
                    Node n = binary(0);
                    Token r = next();
                    if (r.kind != Kind.RPAREN) throw new IllegalArgumentException("expected ) at " + r.pos);
                    return n;
                default:
                    throw new IllegalArgumentException("unexpected " + t);
            }
        }
    }

    public static void main(String[] args) {
        Map<String, Double> env = new HashMap<String, Double>();
        env.put("x", 3.0);
        env.put("y", -1.5);
        env.put("pi", Math.PI);
        env.put("big", 1e300);
        System.out.println(tokenize("max(x, 2) >= 3 && !y || z_1 != 0.25"));
        String[] exprs = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "10 % 4", "-7 % 3", "7.5 % -2",
            "x * x + y * y", "sqrt(2)", "hypot(3, 4)", "max(1, x, 2.5, y)", "min(x, y)", "abs(y) * 2",
            "floor(-2.5)", "1 / 0", "-1 / 0", "0 / 0", "big * big", "-big * big", "1 < 2 && 2 < 3",
            "1 > 2 || !0", "x == 3", "x != 3", "pi * 2", "2 ^ 0.5", "2 ^ -1", "0.1 + 0.2", "1e3",
            "100000000 * 100000000", "1 / 3", "2 / 3", "((((x))))", "x - - - y",
            "1 +", "max()", "foo(1)", "(1 + 2", "1 2", "z", "3 $ 4",
        };
        for (String e : exprs) {
            try {
                Node n = new Parser(tokenize(e)).parseAll();
                double v = n.eval(env);
                System.out.println(e + " => " + n.show() + " = " + v);
            } catch (RuntimeException ex) {
                System.out.println(e + " !! " + ex.getClass().getSimpleName() + ": " + ex.getMessage());
            }
        }
        // a small table
        Node poly = new Parser(tokenize("x ^ 3 - 2 * x ^ 2 + x / 3 - 1")).parseAll();
        for (int k = -4; k <= 4; k++) {
            env.put("x", k / 2.0);
            System.out.println("p(" + k / 2.0 + ") = " + poly.eval(env));
        }
    }
}
