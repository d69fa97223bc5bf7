package jdk.internal.vm;

import java.util.Date;
import java.util.Iterator;
import java.util.Map;
import java.util.Properties;

/**
 * The text the attach mechanism answers to "properties" and
 * "agentProperties" (and jcmd VM.system_properties): the
 * java.util.Properties store format, in ISO-8859-1 with non-ASCII
 * characters as backslash-u escapes, after a date comment line.
 */
public final class VMSupport {
    private VMSupport() { }

    /** System.getProperties(), stored. Called by the VM. */
    public static byte[] serializePropertiesToByteArray() {
        return serialize(System.getProperties());
    }

    private static Properties agentProps;

    /**
     * The agent properties: what tools read through the Attach API's
     * getAgentProperties(), and where agents publish facts for them (the
     * JDWP agent puts its listening address here, which is how a debugger
     * finds it).
     */
    public static synchronized Properties getAgentProperties() {
        if (agentProps == null) {
            agentProps = new Properties();
            agentProps.setProperty("sun.java.command", System.getProperty("sun.java.command", ""));
            agentProps.setProperty("sun.jvm.flags", "");
            agentProps.setProperty("sun.jvm.args", "");
        }
        return agentProps;
    }

    /** The agent properties, with the command and the VM options HotSpot records. Called by the VM. */
    public static byte[] serializeAgentPropertiesToByteArray(String command, String jvmArgs) {
        Properties p = getAgentProperties();
        synchronized (VMSupport.class) {
            p.setProperty("sun.java.command", command);
            p.setProperty("sun.jvm.args", jvmArgs);
        }
        return serialize(p);
    }

    private static byte[] serialize(Properties p) {
        StringBuilder sb = new StringBuilder();
        sb.append('#').append(new Date().toString()).append('\n');
        synchronized (p) {
            Iterator<Map.Entry<Object, Object>> it = p.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<Object, Object> e = it.next();
                if (!(e.getKey() instanceof String) || !(e.getValue() instanceof String))
                    continue;
                escape(sb, (String) e.getKey(), true);
                sb.append('=');
                escape(sb, (String) e.getValue(), false);
                sb.append('\n');
            }
        }
        byte[] out = new byte[sb.length()];
        for (int i = 0; i < out.length; i++)
            out[i] = (byte) sb.charAt(i);
        return out;
    }

    private static final String HEX = "0123456789ABCDEF";

    /* Properties.store's escapes: backslash, the separators and comment
     * characters, control characters, spaces in keys and a leading space
     * in values; everything outside printable ASCII as backslash-u. */
    private static void escape(StringBuilder sb, String s, boolean isKey) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
            case '\\': sb.append("\\\\"); break;
            case '\t': sb.append("\\t"); break;
            case '\n': sb.append("\\n"); break;
            case '\r': sb.append("\\r"); break;
            case '\f': sb.append("\\f"); break;
            case '=': case ':': case '#': case '!':
                sb.append('\\').append(c);
                break;
            case ' ':
                sb.append(i == 0 || isKey ? "\\ " : " ");
                break;
            default:
                if (c < 0x20 || c > 0x7e) {
                    sb.append("\\u");
                    for (int shift = 12; shift >= 0; shift -= 4)
                        sb.append(HEX.charAt((c >> shift) & 0xf));
                } else {
                    sb.append(c);
                }
            }
        }
    }
}
