// vm-options: -Xint
// A call of a method that only returns (Object's constructor) at the edge
// of the stack: it throws StackOverflowError exactly where a call of a
// static method with the same frame, from the same operand stack, throws.
// The deepest frame of a recursion tries both; twelve starting depths, a
// slot apart, put that frame's room at every distance from the edge.
// Interpreted on the reference JVM: its compiled code inlines the empty
// constructor and so does not throw there.
public class ConstructorStackEdge {
    static boolean deepestSeen, objectThrew, staticThrew;

    static void same(Object a, Object b) {
    }

    static void tiny() {
        try {
            tiny();
        } catch (StackOverflowError e) {
            if (deepestSeen)
                return;
            deepestSeen = true;
            try {
                new Object();
            } catch (StackOverflowError x) {
                objectThrew = true;
            }
            try {
                same(null, null);
            } catch (StackOverflowError x) {
                staticThrew = true;
            }
        }
    }

    static void s0() { tiny(); }
    static void s1() { int a0 = 0; tiny(); }
    static void s2() { int a0 = 0; int a1 = 1; tiny(); }
    static void s3() { int a0 = 0; int a1 = 1; int a2 = 2; tiny(); }
    static void s4() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; tiny(); }
    static void s5() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; tiny(); }
    static void s6() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; int a5 = 5; tiny(); }
    static void s7() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; int a5 = 5; int a6 = 6; tiny(); }
    static void s8() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; int a5 = 5; int a6 = 6; int a7 = 7; tiny(); }
    static void s9() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; int a5 = 5; int a6 = 6; int a7 = 7; int a8 = 8; tiny(); }
    static void s10() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; int a5 = 5; int a6 = 6; int a7 = 7; int a8 = 8; int a9 = 9; tiny(); }
    static void s11() { int a0 = 0; int a1 = 1; int a2 = 2; int a3 = 3; int a4 = 4; int a5 = 5; int a6 = 6; int a7 = 7; int a8 = 8; int a9 = 9; int a10 = 10; tiny(); }

    public static void main(String[] args) {
        StringBuilder differ = new StringBuilder();
        for (int k = 0; k < 12; k++) {
            deepestSeen = objectThrew = staticThrew = false;
            switch (k) {
            case 0: s0(); break;
            case 1: s1(); break;
            case 2: s2(); break;
            case 3: s3(); break;
            case 4: s4(); break;
            case 5: s5(); break;
            case 6: s6(); break;
            case 7: s7(); break;
            case 8: s8(); break;
            case 9: s9(); break;
            case 10: s10(); break;
            case 11: s11(); break;
            }
            if (!deepestSeen)
                differ.append(" no-edge@").append(k);
            else if (objectThrew != staticThrew)
                differ.append(" ").append(k).append(objectThrew ? ":object" : ":static");
        }
        System.out.println("constructor and static call agree at the edge: " + (differ.length() == 0 ? "yes" : "no" + differ));
    }
}
